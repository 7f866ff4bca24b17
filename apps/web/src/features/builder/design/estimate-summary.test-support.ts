import { applyCommand } from '@eb/domain/commands/apply';
import { product, rep } from '@eb/domain/commands/test-graph';
import type { DesignGraph, ItemProduct } from '@eb/domain/design';
import { graph } from '../../../testing/graph-fixture.ts';
import type { SummaryFigures } from './estimate-summary-figures.ts';

/**
 * A design for the summary's tests: rooms of windows, each window given as its label and the product
 * on it (price and retail per covering), or null for none; then the attributes and quantities.
 */
export function summaryGraph(
  rooms: Record<string, [label: string, product: Partial<ItemProduct> | null][]>,
  options: { attributes?: Record<string, string>; quantities?: Record<string, number>; saveForLater?: string[] } = {},
): DesignGraph {
  let built = graph(
    'Kitchen',
    Object.values(rooms).map((windows) => windows.map(([label]) => label)),
  );
  const names = Object.keys(rooms);
  built = { ...built, containers: built.containers.map((room, index) => ({ ...room, name: names[index] ?? room.name })) };
  const entries = Object.values(rooms).flat();
  for (const item of built.items) {
    const entry = entries.find(([label]) => label === item.label);
    const placed = entry?.[1];
    if (placed) built = applyCommand(built, { type: 'window.product', itemId: item.itemId, product: product(placed) }, rep).graph;
    const quantity = options.quantities?.[item.label];
    if (quantity) built = applyCommand(built, { type: 'window.quantity', itemId: item.itemId, quantity }, rep).graph;
    if (options.saveForLater?.includes(item.label)) {
      built = applyCommand(
        built,
        { type: 'window.attributes', itemId: item.itemId, values: { purchaseOption: 'do-not-include' } },
        rep,
      ).graph;
    }
  }
  return { ...built, design: { ...built.design, attributes: { ...built.design.attributes, ...options.attributes } } };
}

/** Summary figures with every field given; the rest zero. */
export function figures(overrides: Partial<SummaryFigures> = {}): SummaryFigures {
  return {
    designName: 'Kitchen',
    selectedItems: 0,
    productTotal: 0,
    installationTotal: 0,
    retail: 0,
    savings: 0,
    savingsPercent: 0,
    shipping: 0,
    subtotal: 0,
    pretaxTotal: 0,
    estimatedTax: null,
    total: 0,
    promoCode: null,
    promoEndDate: null,
    isAutoRelease: false,
    ...overrides,
  };
}
