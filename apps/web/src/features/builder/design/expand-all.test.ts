import { describe, expect, it } from 'vitest';
import { expandAllControl } from './expand-all.ts';

const product = { configurationGuid: 'guid' } as never;
const shade = (itemId: string) => ({ itemId, itemProduct: product });
const bare = (itemId: string) => ({ itemId, itemProduct: null });

describe('Expand All / Collapse All (doc 000 §2)', () => {
  it('is hidden when no window has a product', () => {
    expect(expandAllControl([bare('w1'), bare('w2')], { w1: true }).shown).toBe(false);
    expect(expandAllControl([], {}).shown).toBe(false);
  });

  it('says Expand All, and expands the windows with a product, while one of them is collapsed', () => {
    const control = expandAllControl([shade('w1'), shade('w2'), bare('w3')], { w1: true });
    expect(control).toEqual({ shown: true, label: 'Expand All', change: { itemIds: ['w1', 'w2'], expanded: true } });
  });

  it('says Collapse All once every window with a product is expanded, whatever the windows without one', () => {
    const control = expandAllControl([shade('w1'), bare('w2')], { w1: true });
    expect(control.label).toBe('Collapse All');
    expect(control.change).toEqual({ itemIds: ['w1', 'w2'], expanded: false });
  });

  it('agrees with its click: after the change the label is the other one', () => {
    const items = [shade('w1'), bare('w2'), shade('w3')];
    let expanded: Record<string, true> = { w2: true };
    for (const label of ['Expand All', 'Collapse All', 'Expand All'] as const) {
      const control = expandAllControl(items, expanded);
      expect(control.label).toBe(label);
      const next = { ...expanded };
      for (const id of control.change.itemIds) {
        if (control.change.expanded) next[id] = true;
        else delete next[id];
      }
      expanded = next;
    }
  });
});
