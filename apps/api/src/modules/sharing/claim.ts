import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The claim of a share mail's link (`CLAIM_PARAM`): a code made from the email the designs were
 * shared with and the server's secret. Only that mailbox receives it, so it proves what an account's
 * email alone does not (accounts are not asked to confirm their email): that this is the customer the
 * designs were sent to. A design's id lets anyone holding it look and save a copy; saving the design
 * itself to the account of the shared email also takes the claim.
 */
export function claimFor(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`share-claim:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
}

/** Whether `claim` is the claim of a link mailed to `email`. */
export function claimHolds(secret: string, email: string, claim: string | null | undefined): boolean {
  if (!claim) return false;
  const expected = Buffer.from(claimFor(secret, email));
  const given = Buffer.from(claim);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
