import { z } from 'zod';
import { storeNumberSchema } from './address.ts';
import { type Design, DesignAttr } from './design.ts';

/**
 * In-store mode and the in-store measure order (doc 001 §5): 'Buy Now disabled for … an existing
 * in-store measure order'; 'Pro checkout … shown only when not in in-store mode'. Neither doc says
 * how either is made, so (docs/decisions.md, 2026-12-07): in-store mode is a rep's setting for the
 * store counter, where the professional measure-and-install path is hidden and the rep orders the
 * store's own measure instead; that order is a design attribute the server writes, and while it
 * stands nobody buys the design online (it is measured first).
 */

/** The design attribute holding the order, as JSON text (written by the server only). */
export const IN_STORE_MEASURE_ATTRIBUTE = DesignAttr.inStoreMeasureOrder;

export const inStoreMeasureOrderSchema = z.object({
  storeId: z.number().int().positive(),
  orderedAt: z.iso.datetime(),
  /** The rep who ordered it, as the design card names them. */
  orderedBy: z.string(),
});
export type InStoreMeasureOrder = z.infer<typeof inStoreMeasureOrderSchema>;

/** The body of `POST …/in-store-measure`: the store whose team measures. */
export const inStoreMeasureBodySchema = z.object({
  storeId: z.number({ error: 'Choose the store that measures.' }).pipe(storeNumberSchema),
});

/**
 * The design's in-store measure order, or null when there is none. An attribute that is there but
 * cannot be read (written by hand through set-attribute) still counts as an order: the design is not
 * bought online until a rep cancels it.
 */
export function inStoreMeasureOrderOf(design: Pick<Design, 'attributes'>): InStoreMeasureOrder | 'unreadable' | null {
  const text = design.attributes[IN_STORE_MEASURE_ATTRIBUTE];
  if (text === undefined || text === null || text.trim() === '') return null;
  try {
    const parsed = inStoreMeasureOrderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

export const hasInStoreMeasureOrder = (design: Pick<Design, 'attributes'>) => inStoreMeasureOrderOf(design) !== null;

/** The attribute's text for an order. */
export const inStoreMeasureAttribute = (order: InStoreMeasureOrder) => JSON.stringify(order);

/** What the screens say. */
export const IN_STORE_TEXTS = {
  mode: 'In-Store Mode',
  modeOnNote: 'In-store mode: professional measure and install is arranged at the counter.',
  order: 'Order In-Store Measure',
  orderTitle: 'Order In-Store Measure',
  orderIntro: "The store's team measures these windows. Until then the design cannot be bought online.",
  confirm: 'Order Measure',
  cancel: 'Cancel In-Store Measure',
  cancelTitle: 'Cancel the in-store measure?',
  cancelIntro: 'The design can then be bought online again.',
  keep: 'Keep It',
  cancelConfirm: 'Cancel Measure',
  blockTitle: 'In-Store Measure',
  ordered: 'Ordered',
  store: 'Store',
  by: 'By',
  unreadable: 'An in-store measure was ordered for this design.',
  noWindows: 'Add a window to measure before ordering an in-store measure.',
  alreadyOrdered: 'This design already has an in-store measure order.',
  noneToCancel: 'This design has no in-store measure order.',
} as const;
