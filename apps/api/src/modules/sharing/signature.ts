import { EMPTY_SIGNATURE, type Signature } from '@eb/domain/sharing';
import { isSiteId } from '@eb/domain/sites';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { assertMay, permissionActor } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';

type Rep = SessionData & { uid: string; repId: string };

/** The table's signature.use: a rep reads and saves only their own (the rep id comes from the signed session). */
function assertOwnSignature(identity: Rep, repId: string): void {
  assertMay(permissionActor(identity, repId === identity.repId), 'signature.use');
}

function assertKnownSite(siteId: number): void {
  if (!isSiteId(siteId)) throw new AppError('BAD_REQUEST', `There is no site ${siteId}.`);
}

/** The stored signature of a rep on a site, as its row, or undefined when none was saved. */
export function signatureRow(db: Db, repId: string, siteId: number) {
  return db
    .selectFrom('rep_signatures')
    .select(['name', 'email', 'phone', 'extension'])
    .where('rep_id', '=', repId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/** The rep's saved share signature for a site (doc 001 §3, §5), empty when none was saved. */
export async function readSignature(db: Db, identity: Rep, repId: string, siteId: number): Promise<Signature> {
  assertOwnSignature(identity, repId);
  assertKnownSite(siteId);
  const row = await signatureRow(db, repId, siteId);
  const saved = row ? { Name: row.name, Email: row.email, Phone: row.phone, Extension: row.extension } : EMPTY_SIGNATURE;
  return { DcId: repId, SiteId: siteId, ...saved };
}

/** Saves (inserts or replaces) the rep's share signature for a site and answers what is stored. */
export async function saveSignature(db: Db, identity: Rep, signature: Signature): Promise<Signature> {
  assertOwnSignature(identity, signature.DcId);
  assertKnownSite(signature.SiteId);
  const values = {
    name: signature.Name.trim(),
    email: signature.Email.trim(),
    phone: signature.Phone.trim(),
    extension: signature.Extension.trim(),
  };
  const row = await db
    .insertInto('rep_signatures')
    .values({ rep_id: signature.DcId, site_id: signature.SiteId, ...values })
    .onConflict((conflict) => conflict.columns(['rep_id', 'site_id']).doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .returning(['rep_id', 'site_id', 'name', 'email', 'phone', 'extension'])
    .executeTakeFirstOrThrow();
  return { DcId: row.rep_id, SiteId: row.site_id, Name: row.name, Email: row.email, Phone: row.phone, Extension: row.extension };
}
