import { designBuyBlock } from '@eb/domain/commerce-rules';
import { DesignAttr, windowCount } from '@eb/domain/design';
import type { AnalyticsItem, DesignSummaryRow } from '@eb/domain/design-summary';
import { toDollars } from '@eb/domain/money';
import type { Db } from '../../db/database.ts';
import { type PricedDesign, priceDesigns } from './design-prices.ts';
import { itemTotals } from './present.ts';
import type { DesignState } from './state.ts';

export type { AnalyticsItem, DesignSummaryRow };

/** One row of the design summary page (doc 001 §2, §3), its money from the one pricing of the design. */
export function summarize({ design: row, graph, price }: PricedDesign, isInternalUser: boolean): DesignSummaryRow {
  const isMandi = graph.design.attributes[DesignAttr.isMandi] === 'true';
  return {
    designId: row.id,
    designName: row.name,
    designType: isMandi ? 'Professional Installation' : 'Product Only',
    createdDate: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
    orderNumber: graph.design.attributes[DesignAttr.orderNumber]?.toUpperCase() ?? null,
    // Qty: the design's window count, as its tab gives it.
    quantity: windowCount(graph.items),
    subtotal: toDollars(price.subtotalCents),
    retail: toDollars(price.retailCents),
    isDesignValid: graph.items.every((item) => !item.itemProduct || item.itemProduct.isValid),
    hasDiscontinuedProduct: graph.items.some((item) => item.itemProduct?.productStatus === 'Discontinued'),
    isMandi,
    isLockedOrOrdered: row.is_locked_or_ordered,
    buyBlock: designBuyBlock(graph, isInternalUser),
  };
}

/** The summary rows of the designs, for a caller who is (or is not) an internal user. */
export async function designSummaries(db: Db, designIds: string[], isInternalUser: boolean): Promise<DesignSummaryRow[]> {
  const priced = await priceDesigns(db, designIds);
  return [...new Set(designIds)].flatMap((designId) => {
    const design = priced.get(designId);
    return design ? [summarize(design, isInternalUser)] : [];
  });
}

export function analyticsItems(state: DesignState): AnalyticsItem[] {
  const rooms = new Map(state.containers.map((room) => [room.id, room.name]));
  return state.items.map((item) => ({
    itemId: item.id,
    label: item.label,
    roomName: rooms.get(item.container_id) ?? '',
    skuNumber: item.product?.skuNumber ?? null,
    productName: item.product?.productName ?? null,
    brand: item.product?.brand ?? null,
    quantity: item.quantity,
    price: toDollars(itemTotals(item).subtotal),
    purchaseOption:
      state.itemAttributes.find((attribute) => attribute.item_id === item.id && attribute.name === 'purchaseOption')?.value ?? null,
  }));
}
