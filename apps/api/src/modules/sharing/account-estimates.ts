import { isBlankDesign } from '@eb/domain/blank-design';
import { DesignAttr, windowCount } from '@eb/domain/design';
import { toDollars } from '@eb/domain/money';
import { RULES } from '@eb/domain/permissions';
import type { AccountEstimate } from '@eb/domain/sharing';
import { isDiscontinued, isItemInvalid } from '@eb/domain/validity';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { assertMay, permissionActor } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { priceDesigns } from '../designs/design-prices.ts';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));

/**
 * 'My Estimates' / 'My Window Treatments': the account's linked designs, the latest saved first, in a
 * fixed number of queries whatever their number. Windows, totals and validity follow the domain's
 * rules; the money is the one pricing of each design, as its summary panel and summary page show it.
 * A design still as the builder made it (`isBlankDesign`) that was only linked by opening it is left
 * out: an empty $0.00 entry is not an estimate. It is listed once something is put in it, or when it
 * is saved on purpose.
 *
 * A rep saves nothing to their own account (they save for customers by sharing; doc 001 §6), so a
 * rep's list is the designs they made and the ones they shared with customers (issue 29), the latest
 * changed first: their work in progress, and what their customers have.
 */
export async function accountEstimates(db: Db, caller: { userId: string; isRep: boolean }, siteId: number): Promise<AccountEstimate[]> {
  const { userId } = caller;
  // Each site lists the designs made on it: one account, but each brand's list is its own.
  const listed = db
    .selectFrom('designs')
    .select(['id', 'name', 'created_at', 'updated_at', 'shared_email', 'saved_on_purpose'])
    .where('site_id', '=', siteId);
  const designs = caller.isRep
    ? await listed
        .where((eb) => eb.or([eb('made_by_user_id', '=', userId), eb('shared_by_user_id', '=', userId)]))
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute()
    : await listed
        .where('owner_user_id', '=', userId)
        .where('is_linked', '=', true)
        .orderBy('linked_at', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
  const priced = await priceDesigns(
    db,
    designs.map((design) => design.id),
  );
  return designs.flatMap((design) => {
    const found = priced.get(design.id);
    if (!found || (!design.saved_on_purpose && isBlankDesign(found.graph))) return [];
    const { graph, price } = found;
    return [
      {
        designId: design.id,
        name: design.name,
        createdDate: iso(design.created_at),
        updatedDate: iso(design.updated_at),
        windows: windowCount(graph.items),
        subtotal: toDollars(price.subtotalCents),
        retail: toDollars(price.retailCents),
        isMandi: graph.design.attributes[DesignAttr.isMandi] === 'true',
        isDesignValid: !graph.items.some(isItemInvalid),
        hasDiscontinuedProduct: graph.items.some(isDiscontinued),
        hasProducts: graph.items.some((item) => item.itemProduct !== null),
        sharedEmail: design.shared_email,
        rooms: graph.containers.filter((room) => !room.isDeleted).map((room) => room.name),
      },
    ];
  });
}

/**
 * Deleting an estimate from the account list deletes the design (its rooms and windows go with it):
 * what a shopper expects of Delete in a list of their own estimates. Unlinking instead would leave it
 * to come back the next time its link is opened. Only the owning account may; a locked or ordered
 * design stays (its order needs it). Answers the version open pages were at, for their reload.
 */
export async function deleteAccountEstimate(db: Db, caller: SessionData & { uid: string }, designId: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const design = await tx
      .selectFrom('designs')
      .select(['owner_user_id', 'is_locked_or_ordered', 'version'])
      .where('id', '=', designId)
      .forUpdate()
      .executeTakeFirst();
    if (!design) throw designNotFound();
    assertMay(permissionActor(caller, design.owner_user_id === caller.uid), 'estimate.delete');
    const locked = RULES.open(null, { design: { isLockedOrOrdered: design.is_locked_or_ordered } });
    if (locked) throw new AppError(locked.code, locked.message);
    await tx.deleteFrom('designs').where('id', '=', designId).execute();
    return design.version + 1;
  });
}
