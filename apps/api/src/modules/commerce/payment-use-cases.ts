import { randomUUID } from 'node:crypto';
import { type Order, type PaymentMethod, postPaymentRedirect } from '@eb/domain/commerce';
import type { TaxRates } from '@eb/domain/tax';
import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { canReadOrder, lockOrder, orderNotFound } from './order-access.ts';
import { enqueueOrderConfirmation } from './order-confirmation-mail.ts';
import { presentOrder } from './order-present.ts';
import { type PaymentProvider, paymentProviders } from './payment-provider.ts';

export const ORDER_ALREADY_PAID = 'This order is already paid.';
export const ORDER_CANCELLED = 'This order was cancelled and cannot be paid.';

/**
 * Pays an order through the provider of the method chosen, in the caller's transaction: the order row
 * is locked first, so a second payment waits and then finds the order paid (409). One payment row
 * (the database allows one that has not failed), the order marked paid. Answers the order and the
 * post-payment redirect (doc 001 §2): the order page built from the site id and the order number.
 * The order confirmation mail is queued with it, its links on `origin`.
 */
export async function payOrder(
  tx: Tx,
  rates: TaxRates,
  identity: SessionData,
  payment: { orderNumber: string; method: PaymentMethod; idempotencyKey: string; origin: string },
  providers: Readonly<Record<PaymentMethod, PaymentProvider>> = paymentProviders,
): Promise<{ order: Order; redirectUrl: string }> {
  const order = await lockOrder(tx, payment.orderNumber);
  if (!canReadOrder(identity, order)) throw orderNotFound();
  if (order.status === 'paid') throw new AppError('CONFLICT', ORDER_ALREADY_PAID);
  if (order.status === 'cancelled') throw new AppError('CONFLICT', ORDER_CANCELLED);

  const outcome = await providers[payment.method].pay({
    orderNumber: order.order_number,
    amountCents: order.total_cents,
    currency: 'USD',
    idempotencyKey: `${order.order_number}:${payment.idempotencyKey}`,
  });
  if (outcome.status === 'failed') throw new AppError('CONFLICT', outcome.message);

  await tx
    .insertInto('payments')
    .values({ id: randomUUID(), order_id: order.id, method: payment.method, amount_cents: order.total_cents, status: outcome.status })
    .execute();
  const paid = await tx
    .updateTable('orders')
    .set((eb) => ({
      status: 'paid',
      paid_at: sql<Date>`now()`,
      payment_method: payment.method,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const presented = await presentOrder(tx, rates, paid);
  // The confirmation mail, in the same transaction: sent only once the order is confirmed, and once.
  await enqueueOrderConfirmation(tx, presented, payment.origin, identity.uid ?? null);
  return { order: presented, redirectUrl: postPaymentRedirect(paid.site_id, paid.order_number) };
}
