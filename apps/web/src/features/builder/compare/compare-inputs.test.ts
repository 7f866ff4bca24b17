import { describe, expect, it } from 'vitest';
import { selectDesignView } from '../state/builder-selectors.ts';
import { designReceived } from '../state/builder-slice.ts';
import { createTestStore } from '../state/store.test-support.ts';
import { namedDesign } from './compare.test-support.tsx';
import { choiceBlocked, comparedIds, compareInputOf, toggleChoice } from './compare-inputs.ts';

describe('which designs are compared', () => {
  const open = ['a', 'b', 'c', 'd', 'e'];

  it('starts with the first two open designs', () => {
    expect(comparedIds(open, null)).toEqual(['a', 'b']);
    expect(comparedIds(['a'], null)).toEqual(['a']);
  });

  it('keeps the tab order and leaves out designs closed since they were chosen', () => {
    expect(comparedIds(open, ['c', 'a', 'gone'])).toEqual(['a', 'c']);
  });

  it('adds and removes a design, never more than four', () => {
    expect(toggleChoice(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleChoice(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleChoice(['a', 'b', 'c', 'd'], 'e', true)).toEqual(['a', 'b', 'c', 'd']);
    expect(choiceBlocked(['a', 'b', 'c', 'd'], 'e')).toBe(true);
    expect(choiceBlocked(['a', 'b', 'c', 'd'], 'a')).toBe(false);
    expect(choiceBlocked(['a', 'b', 'c'], 'e')).toBe(false);
  });
});

describe('a design of the store as the comparison takes it', () => {
  const graph = namedDesign('Upstairs', { Den: [['W1', { price: 100, retail: 125 }]] });
  const store = createTestStore();
  store.dispatch(designReceived(graph));
  const view = selectDesignView(store.getState(), graph.design.designId);
  if (!view) throw new Error('The design is open');

  it('is priced by the one pricing, with no installation and tax To Be Calculated until the server says', () => {
    const { graph: input, price } = compareInputOf(view);
    expect(input.design.name).toBe('Upstairs');
    expect(input.containers.map((room) => room.name)).toEqual(['Den']);
    expect(price).toMatchObject({ productCents: 10000, retailCents: 12500, installationCents: 0, taxCents: null, totalCents: 10000 });
  });

  it('adds the installation and tax the server knows of', () => {
    const { price } = compareInputOf(view, { installationTotal: 150, estimatedTax: 8.25 });
    expect(price).toMatchObject({ installationCents: 15000, subtotalCents: 25000, taxCents: 825, totalCents: 25825 });
  });
});
