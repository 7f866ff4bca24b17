import { randomUUID } from 'node:crypto';
import type { ChangeOrder, Order, ShippingContact } from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import type { TaxRates } from '@eb/domain/tax';
import { type Selectable, sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import type { ChangeOrdersTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { keepStagedPrices } from '../designs/saved-prices.ts';
import { type ChangedDesign, lockDesignsForOrder } from '../designs/server-writes.ts';
import { assertStoredValid, orderWindows, pricedLines } from './change-order-lines.ts';
import { lockOrder, type OrderRow } from './order-access.ts';
import { orderTotals } from './order-place.ts';
import { type OrderAddress, presentOrder } from './order-present.ts';
import { taxLines } from './order-tax.ts';

type ChangeOrderRow = Selectable<ChangeOrdersTable>;

export const START_CHANGE_ORDER_FIRST = 'Start a change order for this order first.';
export const NOTHING_TO_COMPLETE = 'There is no change order to complete for this order.';
export const ADD_LINES_FIRST = 'Add line items to the change order before completing it.';

const guidsOf = (row: ChangeOrderRow) => (row.line_item_group_guids as string[] | null) ?? [];

function present(row: ChangeOrderRow, order: OrderRow): ChangeOrder {
  return { changeOrderId: row.id, orderNumber: order.order_number, status: row.status, lineItemGroupGuids: guidsOf(row) };
}

/** The order, locked, and its open change order (at most one: a partial unique index keeps it so). */
async function orderAndOpenChange(tx: Tx, orderNumber: string): Promise<{ order: OrderRow; open: ChangeOrderRow | undefined }> {
  const order = await lockOrder(tx, orderNumber);
  const open = await tx
    .selectFrom('change_orders')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('status', '<>', 'completed')
    .executeTakeFirst();
  return { order, open };
}

/** `startchangeorder`: opens the order's change order, or answers the one already open (a retry resumes it). */
export async function startChangeOrder(tx: Tx, identity: SessionData, orderNumber: string): Promise<ChangeOrder> {
  const { order, open } = await orderAndOpenChange(tx, orderNumber);
  if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled; it cannot be changed.');
  if (open) return present(open, order);
  const row = await tx
    .insertInto('change_orders')
    .values({ id: randomUUID(), order_id: order.id, status: 'started', line_item_group_guids: '[]', started_by_user_id: identity.uid })
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row, order);
}

/**
 * `addlineitems`: stages line item groups (configuration guids of windows on auto-release designs tied to
 * the order, not on it yet, valid) on the open change order only; the order itself is not touched.
 * All or none: one bad guid refuses the call and stages nothing. The prices their designs show are
 * kept ('staged'), for the order page to compare the change order's lines with.
 */
export async function addLineItems(tx: Tx, catalog: Catalog, orderNumber: string, guids: readonly string[]): Promise<ChangeOrder> {
  const { order, open } = await orderAndOpenChange(tx, orderNumber);
  if (!open) throw new AppError('CONFLICT', START_CHANGE_ORDER_FIRST);
  const windows = await orderWindows(tx, order, guids);
  await assertStoredValid(tx, catalog, windows);
  const staged = [...new Set([...guidsOf(open), ...windows.map((window) => window.guid)])];
  await keepStagedPrices(tx, [...new Set(windows.map((window) => window.designId))]);
  const row = await tx
    .updateTable('change_orders')
    .set({ status: 'lines-added', line_item_group_guids: JSON.stringify(staged) })
    .where('id', '=', open.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row, order);
}

/**
 * `completechangeorder`, in the caller's one transaction (doc 001 §4): the staged windows are checked
 * and priced again, copied into the order's lines (with the change order's id and tax at the order's
 * address, stored per design), the order's totals recomputed (new version), the change order marked
 * completed, and its designs marked isAutoReleaseCompleted and locked. Any failure rolls all of it back,
 * leaving the order and the open change order as they were. Asked again once done, it answers the
 * completed change order and changes nothing.
 */
export async function completeChangeOrder(
  tx: Tx,
  catalog: Catalog,
  rates: TaxRates,
  orderNumber: string,
): Promise<{ changeOrder: ChangeOrder & { order: Order }; designs: ChangedDesign[] }> {
  const { order, open } = await orderAndOpenChange(tx, orderNumber);
  if (!open) {
    const done = await tx
      .selectFrom('change_orders')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('status', '=', 'completed')
      .orderBy('completed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!done) throw new AppError('CONFLICT', NOTHING_TO_COMPLETE);
    return { changeOrder: { ...present(done, order), order: await presentOrder(tx, rates, order) }, designs: [] };
  }
  const staged = guidsOf(open);
  if (staged.length === 0) throw new AppError('CONFLICT', ADD_LINES_FIRST);

  const windows = await orderWindows(tx, order, staged);
  const drafts = await pricedLines(tx, catalog, order, open.id, windows);
  const facts = { orderNumber: order.order_number, contact: order.contact as ShippingContact, address: order.address as OrderAddress };
  const taxes = await taxLines(tx, rates, facts, drafts);
  await tx
    .insertInto('order_lines')
    .values(drafts.map((line) => ({ ...line, tax_cents: taxes.get(line.line_item_group_guid) ?? 0 })))
    .execute();

  // The order's totals again, over all its lines, as the order's were added up when it was placed.
  const lines = await tx
    .selectFrom('order_lines')
    .select(['kind', 'unit_price_cents', 'unit_retail_cents', 'quantity', 'tax_cents'])
    .where('order_id', '=', order.id)
    .execute();
  const totals = orderTotals(lines);
  const updated = await tx
    .updateTable('orders')
    .set((eb) => ({
      product_cents: totals.productCents,
      installation_cents: totals.installationCents,
      tax_cents: totals.taxCents ?? 0,
      total_cents: totals.totalCents,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const completed = await tx
    .updateTable('change_orders')
    .set({ status: 'completed', completed_at: sql<Date>`now()` })
    .where('id', '=', open.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const designs = await lockDesignsForOrder(
    tx,
    windows.map((window) => window.designId),
    { [DesignAttr.isAutoReleaseCompleted]: 'true' },
  );
  return { changeOrder: { ...present(completed, updated), order: await presentOrder(tx, rates, updated) }, designs };
}
