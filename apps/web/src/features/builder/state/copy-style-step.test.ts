import { applyCommand } from '@eb/domain/commands/apply';
import { product, shopper } from '@eb/domain/commands/test-graph';
import { ItemAttr, itemAttribute } from '@eb/domain/design';
import { describe, expect, it } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { copyStyleStep } from './builder-actions.ts';

/** A design of three windows; the first has a product and a purchase option, the others nothing. */
function designBefore() {
  let before = graph('Copy', [['Window 1', 'Window 2', 'Window 3']]);
  const [source] = before.items;
  if (!source) throw new Error('no window');
  before = applyCommand(before, { type: 'window.product', itemId: source.itemId, product: product() }, shopper).graph;
  before = applyCommand(
    before,
    { type: 'window.attributes', itemId: source.itemId, values: { purchaseOption: 'product-only' } },
    shopper,
  ).graph;
  return before;
}

/** What the server answers after copying the source's style onto `targets`. */
function copiedOnto(before: ReturnType<typeof designBefore>, targets: string[]) {
  let after = before;
  for (const itemId of targets) {
    const configurationGuid = `11111111-1111-4111-8111-${itemId.slice(-12)}`;
    after = applyCommand(after, { type: 'window.product', itemId, product: product({ configurationGuid }) }, shopper).graph;
    after = applyCommand(after, { type: 'window.attributes', itemId, values: { purchaseOption: 'product-and-install' } }, shopper).graph;
  }
  return after;
}

describe('copy styles as one undo step', () => {
  it('undo puts back what the targets had (no product, no purchase option); redo gives them the copy again', () => {
    const before = designBefore();
    const targets = before.items.slice(1).map((item) => item.itemId);
    const after = copiedOnto(before, targets);
    const step = copyStyleStep(before, after, targets, shopper);
    expect(step?.label).toBe('copy styles');
    if (!step) return;

    const undone = applyCommand(after, step.inverse, shopper);
    for (const itemId of targets) {
      const item = undone.graph.items.find((entry) => entry.itemId === itemId);
      expect(item?.itemProduct).toBeNull();
      expect(item && itemAttribute(item, ItemAttr.purchaseOption)).toBeNull();
    }
    const redone = applyCommand(undone.graph, step.command, shopper);
    for (const itemId of targets) {
      const copied = after.items.find((entry) => entry.itemId === itemId);
      const item = redone.graph.items.find((entry) => entry.itemId === itemId);
      expect(item?.itemProduct).toEqual(copied?.itemProduct);
      expect(item && itemAttribute(item, ItemAttr.purchaseOption)).toBe('product-and-install');
    }
    // The source window is not part of the step.
    expect(undone.graph.items[0]?.itemProduct).toEqual(before.items[0]?.itemProduct);
  });

  it('undo puts back a target’s own ship date with its own product; redo the copy’s', () => {
    let before = designBefore();
    const target = before.items[1]?.itemId ?? '';
    const own = product({ configurationGuid: '22222222-2222-4222-8222-222222222222' });
    before = applyCommand(before, { type: 'window.product', itemId: target, product: own, estimatedShipDate: '2026-12-03' }, shopper).graph;
    const after = applyCommand(
      before,
      {
        type: 'window.product',
        itemId: target,
        product: product({ configurationGuid: '33333333-3333-4333-8333-333333333333' }),
        estimatedShipDate: '2026-12-12',
      },
      shopper,
    ).graph;
    const step = copyStyleStep(before, after, [target], shopper);
    if (!step) throw new Error('no step');
    const undone = applyCommand(after, step.inverse, shopper).graph;
    expect(undone.items[1]).toMatchObject({ itemProduct: own, estimatedShipDate: '2026-12-03' });
    const redone = applyCommand(undone, step.command, shopper).graph;
    expect(redone.items[1]?.estimatedShipDate).toBe('2026-12-12');
  });

  it('is no step when the copy changed nothing (every target refused)', () => {
    const before = designBefore();
    expect(
      copyStyleStep(
        before,
        before,
        before.items.slice(1).map((item) => item.itemId),
        shopper,
      ),
    ).toBeNull();
  });
});
