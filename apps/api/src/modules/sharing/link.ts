import { RULES } from '@eb/domain/permissions';
import { type LinkResult, SAVE_MESSAGES } from '@eb/domain/sharing';
import { getSite, type SaveStrategy, type SiteId } from '@eb/domain/sites';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { owns } from '../designs/policy.ts';
import { keepPrices } from '../designs/saved-prices.ts';
import { claimHolds } from './claim.ts';
import { mandiDesigns } from './design-facts.ts';

export const LINKED_ELSEWHERE = 'This estimate is saved to another account. Save a copy to keep it in yours.';
export const sharedWithSomeoneElse = (email: string) =>
  `This estimate was shared with ${email}. Sign in as ${email} to save it to that account, or save a copy to keep it in yours.`;
export const openTheMailedLink = (email: string) =>
  `This estimate was shared with ${email}. To save it to this account, open it from the link in the email sent to ${email}, or save a copy to keep it in yours.`;

/**
 * Which save call a site takes (doc 001 §6, §7): the proxy path is site 3's way, link-to-my-account
 * site 11's; `any` (the design-builder `/estimates/{id}/link`) takes either. A site without a save
 * strategy takes none.
 */
export function assertSaveStrategy(siteId: SiteId, wanted: Exclude<SaveStrategy, 'none'> | 'any'): void {
  const strategy = getSite(siteId).saveStrategy;
  if (strategy === 'none') throw new AppError('BAD_REQUEST', SAVE_MESSAGES.noStrategy);
  if (wanted !== 'any' && strategy !== wanted) {
    const path = strategy === 'proxy' ? '/api/myaccount/estimates/link' : '/api/design-builder/estimates/link-to-my-account';
    throw new AppError('BAD_REQUEST', `Estimates on this site are saved through ${path}.`);
  }
}

/** Guests cannot link (the spec's sentence); reps save for customers by sharing, never to their own account. */
export function assertCanLink(identity: SessionData): asserts identity is SessionData & { uid: string } {
  if (identity.role === 'guest' || !identity.uid) throw new AppError('NOT_SIGNED_IN', SAVE_MESSAGES.notLoggedIn);
  // The permission table's rule the Save control is hidden from reps by.
  const refusal = RULES.saver({ role: identity.role, repId: identity.repId, isOwner: true });
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/** link-to-my-account names the account: it must be the caller's own identity and email. */
export function assertSameAccount(identity: SessionData, claimed: { identityId: string; email: string }): void {
  const sameIdentity = identity.identityId !== null && claimed.identityId === identity.identityId;
  const sameEmail = identity.email !== null && claimed.email.trim().toLowerCase() === identity.email.toLowerCase();
  if (!sameIdentity || !sameEmail) throw new AppError('FORBIDDEN', 'An estimate can only be saved to your own account.');
}

export interface Linked {
  result: LinkResult;
  /** The new version when something was written. */
  version: number | null;
}

/**
 * Saves a design to the caller's account (doc 001 §4): linked, its first link time kept, owned by the
 * account, its shared email cleared. A design already in the caller's account is left as it is. A
 * design in another account, or made by another shopper signed in, cannot be claimed: that account
 * keeps it, and the page offers a copy. A design shared by email is claimed only by its maker or the
 * account of that email with the claim of the mailed link (`claim.ts`; a link holder signed in as
 * anyone else, or without the mail's claim, gets a copy instead): that is how a shared estimate joins
 * the customer's account. Other designs a rep or a guest made are free to claim. From then on
 * only that account (and reps) change it: the guest who made it sees it read-only, as anyone else
 * with its link. `onLoad` is the builder's load-time linking; any other link is a save on purpose,
 * which My Estimates lists even while the design is blank.
 */
export async function linkDesign(
  db: Db,
  identity: SessionData & { uid: string },
  designId: string,
  { onLoad = false, claim, secret }: { onLoad?: boolean | undefined; claim?: string | undefined; secret: string },
): Promise<Linked> {
  return db.transaction().execute(async (tx) => {
    const design = await tx
      .selectFrom('designs')
      .select([
        'id',
        'is_linked',
        'owner_user_id',
        'owner_session_id',
        'linked_at',
        'version',
        'shared_email',
        'shared_date',
        'saved_on_purpose',
      ])
      .where('id', '=', designId)
      .forUpdate()
      .executeTakeFirst();
    if (!design) throw designNotFound();
    // The table's design.save row: a measure-and-install design is its job's, never an account's.
    const isMandi = (await mandiDesigns(tx, [designId])).has(designId);
    const refusal = RULES.notMandiSave(null, { design: { isMandi } });
    if (refusal) throw new AppError(refusal.code, refusal.message);
    if (design.is_linked && design.owner_user_id === identity.uid) {
      // Saved again: the prices it shows now are the ones a later change is measured from.
      await keepPrices(tx, [designId], 'saved');
      if (!onLoad && !design.saved_on_purpose) {
        await tx.updateTable('designs').set({ saved_on_purpose: true }).where('id', '=', designId).execute();
      }
      return { result: { designId, isLinked: true, firstLink: false }, version: null };
    }
    if (design.is_linked) throw new AppError('CONFLICT', LINKED_ELSEWHERE);
    const sharedWith = design.shared_email?.trim().toLowerCase();
    // Its maker sharing it (with a friend, say) does not make it the friend's alone: the maker saves it too.
    if (sharedWith && !owns(identity, design)) {
      if (sharedWith !== identity.email?.trim().toLowerCase())
        throw new AppError('CONFLICT', sharedWithSomeoneElse(design.shared_email as string));
      // An account's email is not confirmed: the mail's claim shows this is the customer it was sent to.
      if (!design.shared_date || !claimHolds(secret, sharedWith, design.shared_date as Date, claim))
        throw new AppError('CONFLICT', openTheMailedLink(design.shared_email as string));
    }
    if (design.owner_user_id && design.owner_user_id !== identity.uid) {
      const owner = await tx.selectFrom('users').select('role').where('id', '=', design.owner_user_id).executeTakeFirst();
      if (owner?.role === 'consumer') throw new AppError('CONFLICT', LINKED_ELSEWHERE);
    }
    const updated = await tx
      .updateTable('designs')
      .set({
        is_linked: true,
        linked_at: sql<Date>`coalesce(linked_at, now())`,
        owner_user_id: identity.uid,
        // Now the account's: the guest session that made it (someone else's browser) no longer changes it.
        owner_session_id: identity.sid,
        shared_email: null,
        saved_on_purpose: onLoad ? design.saved_on_purpose : true,
        version: sql<number>`version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', designId)
      .returning('version')
      .executeTakeFirstOrThrow();
    // A customer claiming the design shared with them keeps the prices it was shared at.
    await keepPrices(tx, [designId], 'saved', sharedWith ? 'shared' : 'none');
    return { result: { designId, isLinked: true, firstLink: design.linked_at === null }, version: updated.version };
  });
}
