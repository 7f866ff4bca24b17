import { isSelectedWindow } from '../commerce-rules.ts';
import type { Container, Design, DesignGraph, Item } from '../design.ts';
import { lineAmounts } from '../design-pricing.ts';
import { toCents, toDollars } from '../money.ts';

/**
 * The fields of a design graph that follow from the others (window numbers from positions, totals from
 * prices and quantities, id lists from the entity order). Commands change the stored facts and
 * call `derive`; entities whose derived fields did not move keep their object, so a client that
 * re-renders on identity touches only the cards that changed.
 *
 * A window's own totals are its line (unit price times quantity) whatever its purchase option; a
 * room's price and the design's subtotal and retail add up its selected windows only, as the one
 * pricing of a design does (`priceDesign`): a window saved for later is not in the Room Total, the
 * tab's amount or the Product Total.
 */

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Line totals of one window in dollars: the one pricing's `lineAmounts`; no product, no money. */
export function lineTotals(item: Pick<Item, 'itemProduct' | 'quantity'>): { subtotal: number; retail: number } {
  if (!item.itemProduct) return { subtotal: 0, retail: 0 };
  const amounts = lineAmounts(item.itemProduct, item.quantity);
  return { subtotal: toDollars(amounts.subtotalCents), retail: toDollars(amounts.retailCents) };
}

export function derive(graph: DesignGraph): DesignGraph {
  const byRoom = new Map<string, Item[]>();
  for (const item of graph.items) {
    const list = byRoom.get(item.containerId);
    if (list) list.push(item);
    else byRoom.set(item.containerId, [item]);
  }

  let subtotalCents = 0;
  let retailCents = 0;
  const items: Item[] = [];
  const containers: Container[] = graph.containers.map((room) => {
    const roomItems = byRoom.get(room.containerId) ?? [];
    let roomCents = 0;
    roomItems.forEach((item, index) => {
      const totals = lineTotals(item);
      if (isSelectedWindow(item)) {
        roomCents += toCents(totals.subtotal);
        retailCents += toCents(totals.retail);
      }
      const charLabel = String(index + 1);
      const discountAmount = toDollars(toCents(totals.retail) - toCents(totals.subtotal));
      const product = item.itemProduct;
      const information = item.productInformation;
      const informationHolds = product
        ? information?.configurationId === product.configurationGuid && information.skuId === product.skuNumber
        : information === null;
      const unchanged =
        item.charLabel === charLabel &&
        item.subtotal === totals.subtotal &&
        item.retail === totals.retail &&
        item.discountAmount === discountAmount &&
        informationHolds;
      items.push(
        unchanged
          ? item
          : {
              ...item,
              charLabel,
              subtotal: totals.subtotal,
              retail: totals.retail,
              discountAmount,
              productInformation: product ? { configurationId: product.configurationGuid, skuId: product.skuNumber } : null,
            },
      );
    });
    subtotalCents += roomCents;
    const ids = roomItems.map((item) => item.itemId);
    const price = toDollars(roomCents);
    if (room.price === price && sameIds(room.items, ids)) return room;
    return { ...room, price, items: ids };
  });

  const design: Design = graph.design;
  const containerIds = containers.map((room) => room.containerId);
  const itemIds = items.map((item) => item.itemId);
  const subtotal = toDollars(subtotalCents);
  const retail = toDollars(retailCents);
  const same =
    design.subtotal === subtotal && design.retail === retail && sameIds(design.containers, containerIds) && sameIds(design.items, itemIds);
  return {
    ...graph,
    design: same ? design : { ...design, subtotal, retail, containers: containerIds, items: itemIds },
    containers,
    items,
  };
}
