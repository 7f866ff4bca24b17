import { type BrokerSaveDesign, type BrokerSaveResult, SAVE_MESSAGES } from '@eb/domain/sharing';
import { getSite, type SiteId } from '@eb/domain/sites';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { keepPrices } from '../designs/saved-prices.ts';

/**
 * The retailer site's follow-up after a first link (doc 001 §4, §7): the account's identity saved
 * this design under this name. Only on a site that links with identity and email, only for the
 * caller's own identity, only for a design already in the caller's account. Saving again updates it.
 */
export async function brokerSaveDesign(
  db: Db,
  identity: SessionData & { uid: string },
  siteId: SiteId,
  body: BrokerSaveDesign,
): Promise<BrokerSaveResult> {
  const strategy = getSite(siteId).saveStrategy;
  if (strategy === 'none') throw new AppError('BAD_REQUEST', SAVE_MESSAGES.noStrategy);
  if (strategy !== 'link-to-my-account') {
    throw new AppError('BAD_REQUEST', 'This site does not send saved estimates to the broker.');
  }
  if (identity.identityId === null || body.svocId !== identity.identityId) {
    throw new AppError('FORBIDDEN', 'Estimates can only be recorded for your own account.');
  }
  const design = await db.selectFrom('designs').select(['is_linked', 'owner_user_id']).where('id', '=', body.designGuid).executeTakeFirst();
  if (!design) throw designNotFound();
  if (!design.is_linked || design.owner_user_id !== identity.uid) {
    throw new AppError('CONFLICT', 'Save this estimate to your account first.');
  }
  const values = { design_name: body.designName.trim(), configurator_code: body.configuratorCode };
  const row = await db.transaction().execute(async (tx) => {
    // The link before it kept the design's prices already; a design linked before prices were kept gets them here.
    await keepPrices(tx, [body.designGuid], 'saved', 'any');
    return tx
      .insertInto('broker_saved_designs')
      .values({ identity_id: body.svocId, design_id: body.designGuid, ...values })
      .onConflict((conflict) => conflict.columns(['identity_id', 'design_id']).doUpdateSet({ ...values, saved_at: sql<Date>`now()` }))
      .returning(['identity_id', 'design_id', 'design_name', 'configurator_code', 'saved_at'])
      .executeTakeFirstOrThrow();
  });
  return {
    svocId: row.identity_id,
    designGuid: row.design_id,
    designName: row.design_name,
    configuratorCode: row.configurator_code as BrokerSaveDesign['configuratorCode'],
    savedAt: row.saved_at instanceof Date ? row.saved_at.toISOString() : String(row.saved_at),
  };
}
