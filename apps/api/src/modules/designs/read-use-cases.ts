import { DesignAttr, windowCount } from '@eb/domain/design';
import type { Db } from '../../db/database.ts';
import { itemTotals } from './present.ts';
import { type DesignState, designAttribute, loadStates } from './state.ts';

export interface DesignSummaryRow {
  designId: string;
  designName: string;
  designType: 'Professional Installation' | 'Product Only';
  createdDate: string;
  orderNumber: string | null;
  quantity: number;
  subtotal: number;
  retail: number;
  isDesignValid: boolean;
  hasDiscontinuedProduct: boolean;
  isMandi: boolean;
  /** Ordered or locked: the page's Add To Cart is off, as the buy-design call would refuse it. */
  isLockedOrOrdered: boolean;
}

/** One row of the design summary page (doc 001 §2, §3). */
export function summarize(state: DesignState): DesignSummaryRow {
  let subtotal = 0;
  let retail = 0;
  for (const item of state.items) {
    const totals = itemTotals(item);
    subtotal += totals.subtotal;
    retail += totals.retail;
  }
  const isMandi = designAttribute(state, DesignAttr.isMandi) === 'true';
  return {
    designId: state.design.id,
    designName: state.design.name,
    designType: isMandi ? 'Professional Installation' : 'Product Only',
    createdDate: state.design.created_at instanceof Date ? state.design.created_at.toISOString() : String(state.design.created_at),
    orderNumber: designAttribute(state, DesignAttr.orderNumber)?.toUpperCase() ?? null,
    // Qty: the design's window count, as its tab and summary panel give it.
    quantity: windowCount(state.items.map((item) => ({ itemType: item.item_type, quantity: item.quantity }))),
    subtotal: subtotal / 100,
    retail: retail / 100,
    isDesignValid: state.items.every((item) => !item.product || item.product.isValid),
    hasDiscontinuedProduct: state.items.some((item) => item.product?.productStatus === 'Discontinued'),
    isMandi,
    isLockedOrOrdered: state.design.is_locked_or_ordered,
  };
}

export async function designSummaries(db: Db, designIds: string[]): Promise<DesignSummaryRow[]> {
  return (await loadStates(db, designIds)).map(summarize);
}

export interface AnalyticsItem {
  itemId: string;
  label: string;
  roomName: string;
  skuNumber: string | null;
  productName: string | null;
  brand: string | null;
  quantity: number;
  price: number;
  purchaseOption: string | null;
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
    price: itemTotals(item).subtotal / 100,
    purchaseOption:
      state.itemAttributes.find((attribute) => attribute.item_id === item.id && attribute.name === 'purchaseOption')?.value ?? null,
  }));
}
