import { quoteId } from '@eb/domain/commerce-rules';
import { DesignAttr } from '@eb/domain/design';
import { propertyAddressAttribute } from '@eb/domain/jobs';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../designs/actor.ts';
import { createDesign } from '../designs/design-use-cases.ts';
import { findOrderByNumber, orderNotFound } from './order-access.ts';
import type { OrderAddress } from './order-present.ts';

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
    ? propertyAddressAttribute({
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        state: address.state,
        zipcode: address.zip_code,
      })
    : null;
  return { jobUid: line.job_uid, propertyAddress };
}

/**
 * A new auto-release design tied to an order (doc 001 §1, §3), so a rep can add windows to an order
 * already placed: isAutoReleaseDesign 'true' and the orderNumber, the jobUid of the order's
 * installation job when it has one, and the propertyAddress of that job (else the order's shipping
 * address). Made by the designs module, in one transaction,
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
  if (job) attributes[DesignAttr.jobUid] = job.jobUid;
  // The home of the order's job, else where the order ships: the design's Property Address block.
  const shipping = order.address as OrderAddress;
  attributes[DesignAttr.propertyAddress] =
    job?.propertyAddress ??
    propertyAddressAttribute({
      line1: shipping.line1,
      line2: shipping.line2 ?? '',
      city: shipping.city,
      state: shipping.state,
      zipcode: shipping.zipCode,
    });
  // Its ZIP is the order's: the summary asks for the tax with it, and the tax is the order address's.
  const graph = await createDesign(db, actor, {
    design: { name: name ?? `Order ${quoteId(order.order_number)}`, zipCode: shipping.zipCode, attributes },
  });
  return { designId: graph.design.designId };
}
