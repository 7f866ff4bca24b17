import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The claim of a share mail's link (`CLAIM_PARAM`): a code made from the email the designs were
 * shared with, the moment of that share (every design of one share has it; no other share does) and
 * the server's secret. Only that mailbox receives it, so it proves what an account's email alone does
 * not (accounts are not asked to confirm their email): that this is the customer those designs were
 * sent to. It claims the designs of that share only: a share of another design to the same address
 * (anyone may send one, and its answer carries its own link) claims nothing else. A design's id lets
 * anyone holding it look and save a copy; saving the design itself to the account of the shared email
 * also takes the claim.
 */
export function claimFor(secret: string, email: string, sharedAt: Date | string): string {
  const share = `${email.trim().toLowerCase()}\n${new Date(sharedAt).toISOString()}`;
  return createHmac('sha256', secret).update(`share-claim:${share}`).digest('base64url').slice(0, 32);
}

/** Whether `claim` is the claim of the link mailed to `email` by the share made at `sharedAt`. */
export function claimHolds(secret: string, email: string, sharedAt: Date | string, claim: string | null | undefined): boolean {
  if (!claim) return false;
  const expected = Buffer.from(claimFor(secret, email, sharedAt));
  const given = Buffer.from(claim);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
