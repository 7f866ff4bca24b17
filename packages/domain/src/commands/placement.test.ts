import { describe, expect, it } from 'vitest';
import { type DesignGraph, ItemAttr } from '../design.ts';
import { applyCommand } from './apply.ts';
import { placementCommand, shipDateOf } from './placement.ts';
import { id, product, sampleDesign, shopper } from './test-graph.ts';

const NOW = Date.UTC(2026, 10, 26, 23, 30);
const configured = product({
  configurationGuid: id(960),
  attributes: [
    { name: 'width', value: '36.5' },
    { name: 'height', value: '60' },
    { name: 'leadTimeDays', value: '10' },
  ],
});
const windowOf = (graph: DesignGraph, itemId: string) => graph.items.find((item) => item.itemId === itemId);
const attributesOf = (graph: DesignGraph, itemId: string) =>
  Object.fromEntries((windowOf(graph, itemId)?.attributes ?? []).map((attribute) => [attribute.name, attribute.value]));

describe('shipDateOf', () => {
  it('is today (UTC) plus the lead time, as a day', () => {
    expect(shipDateOf(configured, NOW)).toBe('2026-12-06');
  });

  it('is null when the product names no lead time', () => {
    expect(shipDateOf(product({ attributes: [] }), NOW)).toBeNull();
  });
});

describe('placementCommand', () => {
  it("puts the product on a bare window with its ship date, the product's size and product-and-install", () => {
    const graph = sampleDesign();
    const command = placementCommand(graph, id(101), configured, NOW);
    const { graph: after } = applyCommand(graph, command, shopper);
    expect(windowOf(after, id(101))).toMatchObject({ itemProduct: configured, estimatedShipDate: '2026-12-06' });
    expect(attributesOf(after, id(101))).toEqual({
      [ItemAttr.width]: '36.5',
      [ItemAttr.height]: '60',
      [ItemAttr.purchaseOption]: 'product-and-install',
    });
  });

  it('keeps the measurements and purchase option a window already has', () => {
    const measured = applyCommand(
      sampleDesign(),
      { type: 'window.attributes', itemId: id(101), values: { width: '30', height: '40', purchaseOption: 'product-only' } },
      shopper,
    ).graph;
    const command = placementCommand(measured, id(101), configured, NOW);
    expect(command).toEqual({ type: 'window.product', itemId: id(101), product: configured, estimatedShipDate: '2026-12-06' });
    const { graph: after } = applyCommand(measured, command, shopper);
    expect(attributesOf(after, id(101))).toMatchObject({ width: '30', height: '40', purchaseOption: 'product-only' });
  });

  it('is one step: its inverse takes the product, the ship date and the added details back', () => {
    const graph = sampleDesign();
    const done = applyCommand(graph, placementCommand(graph, id(101), configured, NOW), shopper);
    expect(applyCommand(done.graph, done.inverse, shopper).graph).toEqual(graph);
  });

  it('swapping a product keeps the old one in the inverse', () => {
    const graph = sampleDesign();
    const before = windowOf(graph, id(100))?.itemProduct;
    const done = applyCommand(graph, placementCommand(graph, id(100), configured, NOW), shopper);
    expect(windowOf(done.graph, id(100))?.itemProduct).toEqual(configured);
    const undone = applyCommand(done.graph, done.inverse, shopper).graph;
    expect(windowOf(undone, id(100))?.itemProduct).toEqual(before);
  });

  it('refuses a window that is not in the design', () => {
    expect(() => placementCommand(sampleDesign(), id(999), configured, NOW)).toThrow('We could not find that window in this design.');
  });
});
