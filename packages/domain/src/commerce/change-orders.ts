import { z } from 'zod';
import type { RepriceResult } from '../catalog.ts';
import { uuid } from '../design.ts';
import { orderSchema } from './orders.ts';

// ——— Auto-release: validate and reprice, change orders ———

/** Change-order calls use site id 3 (doc 001 §4). */
export const CHANGE_ORDER_SITE_ID = 3;

/** What the pay flow reads of a `validateAndRepriceConfigurations` entry (its contract: catalog's `repriceResultSchema`). */
export type RepriceEntry = Pick<RepriceResult, 'ResponseCode' | 'ConfigurationGuid'>;

export const changeOrderQuerySchema = z.object({
  siteId: z.coerce.number().int(),
  orderNumber: z.string().min(1).max(40),
});
export const addLineItemsBodySchema = z.array(uuid).min(1).max(500);
export const CHANGE_ORDER_STATUSES = ['started', 'lines-added', 'completed'] as const;
export const changeOrderSchema = z.object({
  changeOrderId: uuid,
  orderNumber: z.string(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  lineItemGroupGuids: z.array(uuid),
});
export type ChangeOrder = z.infer<typeof changeOrderSchema>;

/** What completing a change order answers: the change order and the order as it now stands. */
export const completedChangeOrderSchema = changeOrderSchema.extend({ order: orderSchema });

/** POST /api/orders/{orderNumber}/designs (reps): a new auto-release design tied to the order. */
export const orderDesignBodySchema = z.object({ name: z.string().max(200).optional() });
export const orderDesignResultSchema = z.object({ designId: uuid });
