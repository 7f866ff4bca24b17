import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply.ts';
import { id, refusal, rep, sampleDesign, shopper } from './test-graph.ts';

describe('windows.rename', () => {
  it('judges the renames as a whole, so two windows swap names, and undoes in one step', () => {
    const before = sampleDesign();
    const command = {
      type: 'windows.rename' as const,
      renames: [
        { itemId: id(100), label: 'Window 2' },
        { itemId: id(101), label: ' Window 1 ' },
      ],
    };
    const { graph, inverse } = applyCommand(before, command, shopper);
    expect(graph.items.map((item) => item.label)).toEqual(['Window 2', 'Window 1', 'Window 1']);
    expect(applyCommand(graph, inverse, shopper).graph.items.map((item) => item.label)).toEqual(['Window 1', 'Window 2', 'Window 1']);
  });

  it('refuses a name another window of the room keeps, and is nobody’s edit on measure-and-install designs (doc 000 §6: Rename hidden on mandi)', () => {
    const renames = [{ itemId: id(100), label: 'window 2' }];
    expect(refusal(() => applyCommand(sampleDesign(), { type: 'windows.rename', renames }, shopper))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Window name must be unique.',
    });
    const base = sampleDesign();
    const mandi = { ...base, design: { ...base.design, attributes: { isMandi: 'true' } } };
    const rename = { type: 'windows.rename' as const, renames: [{ itemId: id(100), label: 'Bay' }] };
    expect(refusal(() => applyCommand(mandi, rename, shopper)).code).toBe('FORBIDDEN');
    expect(refusal(() => applyCommand(mandi, rename, rep)).code).toBe('FORBIDDEN');
  });
});

describe('design.attributes', () => {
  it('sets and removes attributes in name order, and undoes to what was there', () => {
    const before = sampleDesign({ Origin: 'Online' });
    const designAttributes = [{ designAttributeId: id(500), designId: id(1), name: 'Origin', value: 'Online' }];
    const start = { ...before, design: { ...before.design, designAttributes } };
    const set = applyCommand(start, { type: 'design.attributes', values: { purchaseOption: 'product-only', customer: null } }, shopper);
    expect(set.graph.design.designAttributes.map((attribute) => attribute.name)).toEqual(['Origin', 'customer', 'purchaseOption']);
    expect(set.graph.design.attributes).toEqual({ Origin: 'Online', customer: null, purchaseOption: 'product-only' });
    const undone = applyCommand(set.graph, set.inverse, shopper).graph;
    expect(undone.design.designAttributes).toEqual(designAttributes);
    expect(applyCommand(set.graph, { type: 'design.attributes', values: { purchaseOption: 'product-only' } }, shopper).changed).toBe(false);
  });

  it('refuses what callers do not set, unless a server flow runs it trusted', () => {
    const graph = sampleDesign();
    expect(refusal(() => applyCommand(graph, { type: 'design.attributes', values: { isMandi: 'true' } }, rep))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The design attribute isMandi cannot be set here.',
    });
    expect(refusal(() => applyCommand(graph, { type: 'design.attributes', values: { jobUid: 'J1' } }, shopper))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only sales representatives can set the design attribute jobUid.',
    });
    expect(applyCommand(graph, { type: 'design.attributes', values: { jobUid: 'J1' } }, rep).changed).toBe(true);
    const trusted = applyCommand(graph, { type: 'design.attributes', values: { isMandi: 'true' } }, { ...shopper, trusted: true });
    expect(trusted.graph.design.attributes.isMandi).toBe('true');
  });
});

describe('window attributes removed', () => {
  it('lets a window lose its purchase option and the rep panels’ flags, never a measurement', () => {
    let graph = applyCommand(
      sampleDesign(),
      { type: 'window.attributes', itemId: id(101), values: { width: '30', purchaseOption: 'product-only' } },
      rep,
    ).graph;
    expect(refusal(() => applyCommand(graph, { type: 'window.attributes', itemId: id(101), values: { width: null } }, rep))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The window attribute width cannot be removed.',
    });
    graph = applyCommand(graph, { type: 'window.attributes', itemId: id(101), values: { purchaseOption: null } }, shopper).graph;
    expect(graph.items.find((item) => item.itemId === id(101))?.attributes.map((attribute) => attribute.name)).toEqual(['width']);
  });
});
