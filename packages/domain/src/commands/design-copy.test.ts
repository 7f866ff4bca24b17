import { describe, expect, it } from 'vitest';
import { applyCommand, designCopy } from './apply.ts';
import { derive } from './derive.ts';
import { emptyDesign, id, rep, sampleDesign } from './test-graph.ts';

describe("a design's copy (Duplicate Design, doc 001 §6)", () => {
  let next = 900;
  const freshId = () => {
    next += 1;
    return id(next);
  };

  it('holds every room and window in the same places under fresh ids, rooms lettered by place, with the attributes asked for', () => {
    let source = sampleDesign({ isMandi: 'false' });
    source = applyCommand(
      source,
      { type: 'window.attributes', itemId: id(100), values: { notes: 'Ask about the bay', width: '40' } },
      rep,
    ).graph;
    const into = derive(emptyDesign({}, id(2), 'Copy of Estimate 1'));
    const copy = designCopy(into, source, { origin: 'CEC' }, freshId);

    expect(copy.design.designId).toBe(id(2));
    expect(copy.containers.map((room) => [room.name, room.charLabel])).toEqual(
      source.containers.map((room, index) => [room.name, 'AB'[index]]),
    );
    expect(copy.items.map((item) => [item.label, item.quantity, item.itemProduct?.configurationGuid ?? null])).toEqual(
      source.items.map((item) => [item.label, item.quantity, item.itemProduct?.configurationGuid ?? null]),
    );
    const sourceIds = new Set([...source.containers.map((room) => room.containerId), ...source.items.map((item) => item.itemId)]);
    expect(
      [...copy.containers.map((room) => room.containerId), ...copy.items.map((item) => item.itemId)].some((value) => sourceIds.has(value)),
    ).toBe(false);
    // Each window sits in the copy of its room.
    const roomOf = (graph: typeof copy, itemIndex: number) =>
      graph.containers.findIndex((room) => room.containerId === graph.items[itemIndex]?.containerId);
    expect(copy.items.map((_, index) => roomOf(copy, index))).toEqual(source.items.map((_, index) => roomOf(source, index)));
    // Notes stay with the original; the size goes with the copy.
    const copied = copy.items[0]?.attributes.map((attribute) => attribute.name);
    expect(copied).toContain('width');
    expect(copied).not.toContain('notes');
    expect(copy.design.attributes).toEqual({ origin: 'CEC' });
    // Derived as any design is: the same totals as its source.
    expect([copy.design.subtotal, copy.design.retail]).toEqual([source.design.subtotal, source.design.retail]);
  });
});
