import { quoteId } from '@eb/domain/commerce-rules';
import { DesignAttr } from '@eb/domain/design';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../designs/actor.ts';
import { createDesign } from '../designs/design-use-cases.ts';
import { findOrderByNumber, orderNotFound } from './order-access.ts';

/** The property address attribute of doc 001 §3 (JSON text: line1, line2, city, state, zipcode) of the order's job. */
async function jobOfOrder(db: Db, orderId: string): Promise<{ jobUid: string; propertyAddress: string | null } | null> {
  const line = await db
    .selectFrom('order_lines')
    .select('job_uid')
    .where('order_id', '=', orderId)
    .where('job_uid', 'is not', null)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  if (!line?.job_uid) return null;
  const address = await db
    .selectFrom('jobs')
    .innerJoin('addresses', 'addresses.id', 'jobs.address_id')
    .select(['addresses.line1', 'addresses.line2', 'addresses.city', 'addresses.state', 'addresses.zip_code'])
    .where('jobs.job_uid', '=', line.job_uid)
    .executeTakeFirst();
  const propertyAddress = address
    ? JSON.stringify({ line1: address.line1, line2: address.line2, city: address.city, state: address.state, zipcode: address.zip_code })
    : null;
  return { jobUid: line.job_uid, propertyAddress };
}

/**
 * A new auto-release design tied to an order (doc 001 §1, §3), so a rep can add windows to an order
 * already placed: isAutoReleaseDesign 'true' and the orderNumber, and the jobUid and propertyAddress
 * of the order's installation job when it has one. Made by the designs module, in one transaction,
 * owned by the rep who asks (only reps may call this).
 */
export async function createOrderDesign(
  db: Db,
  actor: Actor,
  orderNumber: string,
  name: string | undefined,
): Promise<{ designId: string }> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) throw orderNotFound();
  if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled; windows cannot be added to it.');
  const job = await jobOfOrder(db, order.id);
  const attributes: Record<string, string> = {
    [DesignAttr.isAutoReleaseDesign]: 'true',
    [DesignAttr.orderNumber]: order.order_number,
  };
  if (job) {
    attributes[DesignAttr.jobUid] = job.jobUid;
    if (job.propertyAddress) attributes[DesignAttr.propertyAddress] = job.propertyAddress;
  }
  const graph = await createDesign(db, actor, { design: { name: name ?? `Order ${quoteId(order.order_number)}`, attributes } });
  return { designId: graph.design.designId };
}
