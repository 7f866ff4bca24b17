import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { loadDesigns } from './builder-actions.ts';
import { designReceived, designSelected } from './builder-slice.ts';
import { fakeCommandServer } from './command-server.test-support.ts';
import { createTestStore } from './store.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

describe('loading the designs of a load address', () => {
  function twoOpenDesigns() {
    const first = graph('Estimate 1', [['Window 1']]);
    const second = graph('Design 2', [['Window 1']]);
    const store = createTestStore();
    store.dispatch(designReceived(first));
    store.dispatch(designReceived(second));
    fakeCommandServer(second, { auto: true });
    const selected = () => store.getState().builder.selectedDesignId;
    return { store, first, second, selected };
  }

  it('selects the design it loaded', async () => {
    const { store, first, second, selected } = twoOpenDesigns();
    store.dispatch(designSelected(first.design.designId));
    await store.dispatch(loadDesigns([second.design.designId]));
    expect(selected()).toBe(second.design.designId);
  });

  it('selects nothing once the page has moved on to another design (a tab chosen while it loaded)', async () => {
    const { store, first, second, selected } = twoOpenDesigns();
    store.dispatch(designSelected(first.design.designId));
    await store.dispatch(loadDesigns([second.design.designId], { stillWanted: () => false }));
    expect(selected()).toBe(first.design.designId);
    expect(store.getState().builder.designs[second.design.designId]?.name).toBe('Design 2');
  });
});
