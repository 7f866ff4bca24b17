import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DesignGraph } from '../design.ts';
import { applyCommand } from './apply.ts';
import { attributeIdFor } from './attribute-id.ts';
import { type DesignCommand, designCommandSchema } from './command.ts';
import { CommandError } from './command-error.ts';
import { derive } from './derive.ts';
import { placementCommand } from './placement.ts';
import { emptyDesign, id, product, refusal, rep, sampleDesign, shopper } from './test-graph.ts';

const names = (graph: DesignGraph) => graph.containers.map((room) => `${room.charLabel}:${room.name}`);
const labels = (graph: DesignGraph, containerId: string) =>
  graph.items.filter((item) => item.containerId === containerId).map((item) => `${item.charLabel}:${item.label}`);

describe('applyCommand', () => {
  it('adds rooms and windows with the spec default names, letters and numbers', () => {
    const graph = sampleDesign();
    expect(names(graph)).toEqual(['A:Room 1', 'B:Room 2']);
    expect(labels(graph, id(10))).toEqual(['1:Window 1', '2:Window 2']);
    expect(graph.design.containers).toEqual([id(10), id(11)]);
    expect(graph.design.items).toEqual([id(100), id(101), id(110)]);
  });

  it('derives line, room and design totals from unit prices and quantities', () => {
    const graph = sampleDesign();
    const window = graph.items.find((item) => item.itemId === id(100));
    expect(window).toMatchObject({ subtotal: 241, retail: 300 });
    expect(graph.containers[0]?.price).toBe(241);
    expect(graph.design).toMatchObject({ subtotal: 241, retail: 300 });
  });

  it("leaves a window saved for later out of its room's price and the design's totals, not out of its own line", () => {
    const saved = applyCommand(
      sampleDesign(),
      { type: 'window.attributes', itemId: id(100), values: { purchaseOption: 'do-not-include' } },
      shopper,
    ).graph;
    expect(saved.items.find((item) => item.itemId === id(100))).toMatchObject({ subtotal: 241, retail: 300 });
    expect(saved.containers[0]?.price).toBe(0);
    expect(saved.design).toMatchObject({ subtotal: 0, retail: 0 });
    const back = applyCommand(
      saved,
      { type: 'window.attributes', itemId: id(100), values: { purchaseOption: 'product-only' } },
      shopper,
    ).graph;
    expect(back.containers[0]?.price).toBe(241);
    expect(back.design).toMatchObject({ subtotal: 241, retail: 300 });
  });

  it('keeps the objects of rooms and windows a command did not touch', () => {
    const before = sampleDesign();
    const { graph } = applyCommand(before, { type: 'window.rename', itemId: id(110), label: 'Bay' }, shopper);
    expect(graph.items.find((item) => item.itemId === id(100))).toBe(before.items.find((item) => item.itemId === id(100)));
    expect(graph.containers[0]).toBe(before.containers[0]);
    expect(graph.items.find((item) => item.itemId === id(110))?.label).toBe('Bay');
  });

  it("refuses names with the spec's sentences", () => {
    const graph = sampleDesign();
    expect(refusal(() => applyCommand(graph, { type: 'window.rename', itemId: id(101), label: 'window 1' }, shopper)).message).toBe(
      'Window name must be unique.',
    );
    expect(refusal(() => applyCommand(graph, { type: 'window.rename', itemId: id(101), label: 'Kitchen bay' }, shopper)).message).toBe(
      'Window name must not exceed 10 characters.',
    );
    expect(refusal(() => applyCommand(graph, { type: 'room.rename', containerId: id(11), name: '  ' }, shopper)).message).toBe(
      'Please enter a Room name.',
    );
  });

  it('answers "no change" for a write that changes nothing', () => {
    const graph = sampleDesign();
    const result = applyCommand(graph, { type: 'window.quantity', itemId: id(100), quantity: 2 }, shopper);
    expect(result.changed).toBe(false);
    expect(result.graph).toBe(graph);
  });

  it('relabels rooms by position when one is deleted (A, B, C without B is A, B)', () => {
    let graph = sampleDesign();
    graph = applyCommand(graph, { type: 'room.add', containerId: id(12), name: 'Den' }, shopper).graph;
    graph = applyCommand(graph, { type: 'room.delete', containerId: id(11) }, shopper).graph;
    expect(names(graph)).toEqual(['A:Room 1', 'B:Den']);
  });

  it('puts a new room with one window in place of the last room deleted', () => {
    let graph = emptyDesign();
    graph = applyCommand(graph, { type: 'room.add', containerId: id(10) }, shopper).graph;
    const refused = refusal(() => applyCommand(graph, { type: 'room.delete', containerId: id(10) }, shopper));
    expect(refused.code).toBe('VALIDATION_FAILED');
    const result = applyCommand(
      graph,
      { type: 'room.delete', containerId: id(10), replacement: { containerId: id(20), itemId: id(200) } },
      shopper,
    );
    expect(names(result.graph)).toEqual(['A:Room 1']);
    expect(labels(result.graph, id(20))).toEqual(['1:Window 1']);
    expect(applyCommand(result.graph, result.inverse, shopper).graph).toEqual(graph);
  });

  it('copies a window N times as Window {n} after the highest number, with its product but not its notes', () => {
    let graph = sampleDesign();
    graph = applyCommand(graph, { type: 'window.attributes', itemId: id(100), values: { notes: '[]', width: '30.5' } }, rep).graph;
    const { graph: copied } = applyCommand(graph, { type: 'window.copy', itemId: id(100), newItemIds: [id(102), id(103)] }, shopper);
    expect(labels(copied, id(10))).toEqual(['1:Window 1', '2:Window 2', '3:Window 3', '4:Window 4']);
    const copy = copied.items.find((item) => item.itemId === id(102));
    expect(copy?.itemProduct?.skuNumber).toBe('SKU-1');
    expect(copy?.quantity).toBe(2);
    expect(copy?.attributes.map((attribute) => attribute.name)).toEqual(['width']);
    expect(copy?.attributes[0]?.attributeId).toBe(attributeIdFor(id(102), 'width'));
  });

  it('refuses duplicating a custom product for customers but lets a rep do it', () => {
    let graph = sampleDesign();
    graph = applyCommand(graph, { type: 'window.product', itemId: id(101), product: product({ productType: 'Custom' }) }, rep).graph;
    const command: DesignCommand = { type: 'window.copy', itemId: id(101), newItemIds: [id(104)] };
    expect(refusal(() => applyCommand(graph, command, shopper)).code).toBe('FORBIDDEN');
    expect(applyCommand(graph, command, rep).changed).toBe(true);
  });

  it('keeps customers from changing windows of a measure-and-install design', () => {
    const sample = sampleDesign();
    const graph = { ...sample, design: { ...sample.design, attributes: { isMandi: 'true' } } };
    expect(refusal(() => applyCommand(graph, { type: 'window.add', containerId: id(10), itemId: id(105) }, shopper))).toEqual({
      code: 'FORBIDDEN',
      message: 'Windows on a measure-and-install design can only be changed by an associate.',
    });
    expect(refusal(() => applyCommand(graph, { type: 'window.quantity', itemId: id(100), quantity: 3 }, rep)).code).toBe('FORBIDDEN');
    expect(
      refusal(() => applyCommand(graph, { type: 'window.attributes', itemId: id(100), values: { category: 'verticals' } }, rep)).message,
    ).toBe('Reason is required.');
  });

  it('refuses every change to a locked design', () => {
    const graph = sampleDesign();
    const locked = { ...graph, design: { ...graph.design, isLockedOrOrdered: true } };
    expect(refusal(() => applyCommand(locked, { type: 'design.rename', name: 'New' }, rep)).code).toBe('DESIGN_LOCKED');
  });

  it('checks measurements against the limits it is given', () => {
    const graph = sampleDesign();
    const context = { ...shopper, dimensionLimits: () => ({ min: 20, max: 40 }) };
    expect(refusal(() => applyCommand(graph, { type: 'window.attributes', itemId: id(100), values: { width: '50' } }, context)).code).toBe(
      'VALIDATION_FAILED',
    );
    const { graph: measured } = applyCommand(graph, { type: 'window.attributes', itemId: id(100), values: { width: '30.125' } }, context);
    expect(measured.items[0]?.attributes[0]).toMatchObject({ name: 'width', value: '30.125', normalizedValue: '30 1/8"' });
  });
});

/** A random edit that fits the graph it is applied to (or, now and then, one the rules refuse). */
function commandFor(graph: DesignGraph, pick: number, text: string, fresh: number): DesignCommand {
  const room = graph.containers[pick % Math.max(1, graph.containers.length)];
  const item = graph.items[pick % Math.max(1, graph.items.length)];
  const n = (k: number) => id(10_000 + fresh * 100 + k);
  switch (pick % 11) {
    case 0:
      return { type: 'room.add', containerId: n(0) };
    case 1:
      return room
        ? { type: 'room.rename', containerId: room.containerId, name: `Room ${text}` }
        : { type: 'design.rename', name: text || 'x' };
    case 2:
      return room
        ? {
            type: 'room.copy',
            containerId: room.containerId,
            newContainerId: n(0),
            newItemIds: room.items.map((_, k) => n(k + 1)),
            ...(pick % 3 === 0 ? { label: `L${pick % 7}` } : {}),
          }
        : { type: 'room.add', containerId: n(0) };
    case 3:
      return room
        ? { type: 'room.delete', containerId: room.containerId, replacement: { containerId: n(0), itemId: n(1) } }
        : { type: 'room.add', containerId: n(0) };
    case 4:
      return room ? { type: 'window.add', containerId: room.containerId, itemId: n(0) } : { type: 'room.add', containerId: n(0) };
    case 5:
      return item
        ? { type: 'window.rename', itemId: item.itemId, label: text.slice(0, 10) || 'w' }
        : { type: 'room.add', containerId: n(0) };
    case 6:
      return item ? { type: 'window.copy', itemId: item.itemId, newItemIds: [n(0), n(1)] } : { type: 'room.add', containerId: n(0) };
    case 7:
      return item ? { type: 'windows.delete', itemIds: [item.itemId] } : { type: 'room.add', containerId: n(0) };
    case 8:
      return item ? { type: 'window.quantity', itemId: item.itemId, quantity: (pick % 50) + 1 } : { type: 'design.rename', name: 'y' };
    case 9:
      return item
        ? {
            type: 'window.attributes',
            itemId: item.itemId,
            values: { width: String(7 + (pick % 100) / 8), purchaseOption: 'product-only' },
          }
        : { type: 'design.rename', name: 'z' };
    default:
      if (item && pick % 3 === 2) return placementCommand(graph, item.itemId, placed(pick), Date.UTC(2026, 10, 26));
      return item
        ? { type: 'window.product', itemId: item.itemId, product: pick % 2 ? null : product({ price: pick }) }
        : { type: 'design.rename', name: 'w' };
  }
}

/** A product as the configurator makes it: its size and lead time among its attributes. */
const placed = (pick: number) =>
  product({
    price: pick,
    configurationGuid: id(950 + (pick % 7)),
    attributes: [
      { name: 'width', value: String(20 + (pick % 30)) },
      { name: 'height', value: '48' },
      { name: 'leadTimeDays', value: String(pick % 20) },
    ],
  });

describe('undo', () => {
  it('every command is valid on the wire, and applying its inverse gives back the graph (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1000), fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 25 }), (steps) => {
        let graph = sampleDesign();
        const history: { before: DesignGraph; inverse: DesignCommand }[] = [];
        steps.forEach(([pick, text], index) => {
          const command = commandFor(graph, pick, text, index);
          expect(designCommandSchema.safeParse(command).success).toBe(true);
          try {
            const result = applyCommand(graph, command, rep);
            if (!result.changed) return;
            expect(designCommandSchema.safeParse(result.inverse).success).toBe(true);
            history.push({ before: graph, inverse: result.inverse });
            graph = result.graph;
          } catch (error) {
            if (!(error instanceof CommandError)) throw error;
          }
        });
        for (const { before, inverse } of history.reverse()) {
          graph = applyCommand(graph, inverse, rep).graph;
          expect(graph).toEqual(before);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every graph a command answers already holds its derived fields (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1000), fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 25 }), (steps) => {
        let graph = derive(sampleDesign());
        steps.forEach(([pick, text], index) => {
          try {
            graph = applyCommand(graph, commandFor(graph, pick, text, index), rep).graph;
          } catch (error) {
            if (!(error instanceof CommandError)) throw error;
          }
          expect(derive(graph)).toEqual(graph);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('redo after undo reaches the same graph again', () => {
    const start = sampleDesign();
    const command: DesignCommand = { type: 'room.copy', containerId: id(10), newContainerId: id(30), newItemIds: [id(300), id(301)] };
    const done = applyCommand(start, command, shopper);
    const undone = applyCommand(done.graph, done.inverse, shopper);
    expect(undone.graph).toEqual(start);
    expect(applyCommand(undone.graph, undone.inverse, shopper).graph).toEqual(done.graph);
  });
});
