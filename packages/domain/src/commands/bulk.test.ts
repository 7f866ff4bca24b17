import { describe, expect, it } from 'vitest';
import { itemAttribute } from '../design.ts';
import { applyCommand } from './apply.ts';
import { bulkChangeMessage, bulkControls, planBulkChange, windowRange } from './bulk.ts';
import { designCommandSchema } from './command.ts';
import { derive } from './derive.ts';
import { emptyDesign, id, product, rep, sampleDesign, shopper } from './test-graph.ts';

const windows = [id(100), id(101), id(110)];

describe('planBulkChange', () => {
  it('sets a quantity on every selected window that does not have it yet, as one step that undo takes back whole', () => {
    const graph = sampleDesign();
    const plan = planBulkChange(graph, windows, { kind: 'quantity', quantity: 2 });
    expect(plan).toMatchObject({ changed: 2, unchanged: 1, skipped: 0 });
    expect(plan.command?.type).toBe('batch');
    const applied = applyCommand(graph, plan.command as NonNullable<typeof plan.command>, shopper);
    expect(applied.graph.items.map((item) => item.quantity)).toEqual([2, 2, 2]);
    const undone = applyCommand(applied.graph, applied.inverse, shopper).graph;
    expect(undone.items.map((item) => item.quantity)).toEqual([2, 1, 1]);
  });

  it('puts a purchase option only on windows with a product, and counts the others', () => {
    const graph = sampleDesign();
    const plan = planBulkChange(graph, windows, { kind: 'purchaseOption', option: 'do-not-include' });
    expect(plan).toMatchObject({ changed: 1, unchanged: 0, skipped: 2 });
    const after = applyCommand(graph, plan.command as NonNullable<typeof plan.command>, shopper).graph;
    const first = after.items.find((item) => item.itemId === id(100));
    expect(first && itemAttribute(first, 'purchaseOption')).toBe('do-not-include');
    // Saved for later: out of the design's total, which the batch derived at its end.
    expect(after.design.subtotal).toBe(0);
  });

  it('answers no command when nothing would change, and ignores ids the design no longer holds', () => {
    const graph = sampleDesign();
    expect(planBulkChange(graph, [id(101), id(999)], { kind: 'quantity', quantity: 1 })).toEqual({
      command: null,
      changed: 0,
      unchanged: 1,
      skipped: 0,
    });
  });

  it('refuses a quantity out of range before making a command', () => {
    expect(() => planBulkChange(sampleDesign(), windows, { kind: 'quantity', quantity: 51 })).toThrow(RangeError);
  });

  it('edits a thousand windows in one command the wire takes, with every total derived', () => {
    let graph = derive(emptyDesign());
    graph = applyCommand(graph, { type: 'room.add', containerId: id(10) }, rep).graph;
    graph = applyCommand(graph, { type: 'room.add', containerId: id(11) }, rep).graph;
    const ids = Array.from({ length: 1000 }, (_, index) => id(1000 + index));
    graph = applyCommand(
      graph,
      {
        type: 'batch',
        commands: ids.flatMap((itemId, index) => [
          { type: 'window.add' as const, containerId: id(index < 500 ? 10 : 11), itemId, label: `W${itemId.slice(-4)}` },
          { type: 'window.product' as const, itemId, product: product() },
        ]) as never,
      },
      rep,
    ).graph;
    const plan = planBulkChange(graph, ids, { kind: 'quantity', quantity: 3 });
    expect(designCommandSchema.safeParse(plan.command).success).toBe(true);
    const bulk = applyCommand(graph, plan.command as NonNullable<typeof plan.command>, rep).graph;
    expect(bulk.items.every((item) => item.quantity === 3 && item.subtotal === 361.5)).toBe(true);
    expect(bulk.containers.map((room) => room.price)).toEqual([180_750, 180_750]);
    expect(bulk.design.subtotal).toBe(361_500);
  });
});

describe('bulkControls', () => {
  const design = { isMandi: false, isLockedOrOrdered: false, isAutoRelease: false };
  const shopperActor = { role: 'consumer' as const, repId: null, isOwner: true };
  const repActor = { role: 'rep' as const, repId: 'E1001', isOwner: true };

  it('shows selection to reps on any design of two windows or more, to shoppers from ten windows', () => {
    expect(bulkControls(repActor, design, 2).selectable).toBe(true);
    expect(bulkControls(repActor, design, 1).selectable).toBe(false);
    expect(bulkControls(shopperActor, design, 9).selectable).toBe(false);
    expect(bulkControls(shopperActor, design, 10).selectable).toBe(true);
  });

  it('offers nothing on a locked design, and mount type only on measure-and-install designs for reps', () => {
    expect(bulkControls(repActor, { ...design, isLockedOrOrdered: true }, 20)).toMatchObject({ selectable: false, quantity: false });
    expect(bulkControls(repActor, design, 20).mountType).toBe(false);
    expect(bulkControls(repActor, { ...design, isMandi: true }, 20).mountType).toBe(true);
    expect(bulkControls(shopperActor, { ...design, isMandi: true }, 20).mountType).toBe(false);
  });
});

describe('bulkChangeMessage', () => {
  it('says what landed, what already had it and what was left alone', () => {
    expect(bulkChangeMessage({ changed: 5, unchanged: 0, skipped: 0 }, 'Quantity set to 2')).toBe('Quantity set to 2 on 5 windows.');
    expect(bulkChangeMessage({ changed: 1, unchanged: 2, skipped: 1 }, 'Purchase option set to Product Only')).toBe(
      'Purchase option set to Product Only on 1 window. 2 windows already had it. 1 window without a product was left as it was.',
    );
    expect(bulkChangeMessage({ changed: 0, unchanged: 3, skipped: 0 }, 'Quantity set to 2')).toBe(
      'Nothing to change: the selected windows already have it.',
    );
    expect(bulkChangeMessage({ changed: 0, unchanged: 0, skipped: 2 }, 'Purchase option set to Product Only')).toBe(
      'Nothing to change: none of the selected windows has a product yet.',
    );
  });
});

describe('windowRange', () => {
  it("selects from the anchor to the clicked window in the design's order, either way", () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(windowRange(order, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(windowRange(order, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(windowRange(order, 'gone', 'c')).toEqual(['c']);
  });
});
