import { applyCommand } from '@eb/domain/commands/apply';
import type { DesignGraph } from '@eb/domain/design';
import { describe, expect, it } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { selectCanChange, selectOpenDesigns, selectSelectedDesignView } from './builder-selectors.ts';
import {
  builderSlice,
  commandApplied,
  designClosed,
  designReceived,
  designSelected,
  initialBuilderState,
  itemExpandedToggled,
  versionSeen,
} from './builder-slice.ts';
import { graphOf } from './design-commands.ts';

const context = { actor: { role: 'rep' as const, repId: 'r1' }, windowCategoryKeys: [] };

const reduce = builderSlice.reducer;

describe('builder slice', () => {
  it('keeps open designs in tab order and shows the selected one with its rooms and windows in order', () => {
    const first = graph('Estimate 1', [['Window 1', 'Window 2'], ['Window 1']]);
    const second = graph('Design 2', [['Window 1']]);
    let state = reduce(initialBuilderState, designReceived(first));
    state = reduce(state, designReceived(second));
    state = reduce(state, designSelected(first.design.designId));
    const root = { builder: state };
    expect(selectOpenDesigns(root).map((design) => design.name)).toEqual(['Estimate 1', 'Design 2']);
    const view = selectSelectedDesignView(root);
    expect(view?.rooms.map((room) => room.items.map((item) => item.label))).toEqual([['Window 1', 'Window 2'], ['Window 1']]);
  });

  it('replaces a design with the answered graph and forgets windows that are gone', () => {
    const before = graph('Estimate 1', [['Window 1', 'Window 2']]);
    let state = reduce(initialBuilderState, designReceived(before));
    const gone = before.items[1]?.itemId ?? '';
    state = reduce(state, itemExpandedToggled(gone));
    const after: DesignGraph = {
      ...before,
      design: { ...before.design, items: [before.items[0]?.itemId ?? ''], version: 2 },
      containers: before.containers.map((container) => ({ ...container, items: [before.items[0]?.itemId ?? ''] })),
      items: before.items.slice(0, 1),
    };
    state = reduce(state, designReceived(after));
    expect(state.items[gone]).toBeUndefined();
    expect(state.expandedItemIds[gone]).toBeUndefined();
    expect(state.designs[before.design.designId]?.version).toBe(2);
  });

  it('closing the selected design selects the next remaining one, and the last one leaves none', () => {
    const a = graph('A', [[]]);
    const b = graph('B', [[]]);
    const c = graph('C', [[]]);
    let state = [a, b, c].reduce((current, g) => reduce(current, designReceived(g)), initialBuilderState);
    state = reduce(state, designSelected(b.design.designId));
    state = reduce(state, designClosed(b.design.designId));
    expect(state.openDesignIds).toEqual([a.design.designId, c.design.designId]);
    expect(state.selectedDesignId).toBe(c.design.designId);
    state = reduce(state, designClosed(c.design.designId));
    expect(state.selectedDesignId).toBe(a.design.designId);
    state = reduce(state, designClosed(a.design.designId));
    expect(state.selectedDesignId).toBeNull();
    expect(state.containers).toEqual({});
  });

  it('remembers whether the caller may change each design, taking a graph without the answer as yes', () => {
    const mine = graph('Mine', [[]]);
    const theirs = { ...graph('Theirs', [[]]), viewer: { canChange: false } };
    const state = [mine, theirs].reduce((current, g) => reduce(current, designReceived(g)), initialBuilderState);
    expect(selectCanChange({ builder: state }, mine.design.designId)).toBe(true);
    expect(selectCanChange({ builder: state }, theirs.design.designId)).toBe(false);
  });

  it('keeps the newer design when an older answer arrives after it', () => {
    const first = graph('Estimate 1', [['Window 1']]);
    const newer = { ...first, design: { ...first.design, name: 'Renamed', version: 3 } };
    let state = reduce(initialBuilderState, designReceived(newer));
    state = reduce(state, designReceived({ ...first, design: { ...first.design, version: 2 } }));
    expect(state.designs[first.design.designId]?.name).toBe('Renamed');
  });

  it('a command applied here replaces only the rooms and windows it changed', () => {
    const start = graph('Estimate 1', [['Window 1', 'Window 2'], ['Window 1']]);
    let state = reduce(initialBuilderState, designReceived(start));
    const before = state;
    const graphNow = graphOf(state, start.design.designId);
    if (!graphNow) throw new Error('no graph');
    const [first, second, third] = start.items.map((item) => item.itemId);
    const applied = applyCommand(graphNow, { type: 'window.rename', itemId: first ?? '', label: 'Bay' }, context);
    state = reduce(state, commandApplied({ graph: applied.graph }));
    expect(state.items[first ?? '']?.label).toBe('Bay');
    expect(state.items[second ?? '']).toBe(before.items[second ?? '']);
    expect(state.items[third ?? '']).toBe(before.items[third ?? '']);
    expect(state.containers).toEqual(before.containers);
    for (const id of Object.keys(before.containers)) expect(state.containers[id]).toBe(before.containers[id]);
    expect(state.designs[start.design.designId]).toBe(before.designs[start.design.designId]);

    // A delete forgets the window; the version only moves forward.
    const deleted = applyCommand(
      graphOf(state, start.design.designId) ?? start,
      { type: 'windows.delete', itemIds: [second ?? ''] },
      context,
    );
    state = reduce(state, commandApplied({ graph: deleted.graph, version: 5 }));
    state = reduce(state, versionSeen({ designId: start.design.designId, version: 3 }));
    expect(state.items[second ?? '']).toBeUndefined();
    expect(state.designs[start.design.designId]?.version).toBe(5);
    expect(state.items[third ?? '']).toBe(before.items[third ?? '']);
  });
});
