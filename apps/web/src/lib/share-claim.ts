/**
 * The claim of the share mail this browser opened (`CLAIM_PARAM` of its link): kept so that the
 * customer who signs up or signs in afterwards saves the shared designs to their account, on load or
 * with Save. Kept in local storage, not in the address bar: a link copied from the page does not carry it.
 */
const KEY = 'eb.shareClaim';

export function keepShareClaim(claim: string): void {
  try {
    window.localStorage.setItem(KEY, claim);
  } catch {
    // Storage refused (private mode): the link still opens the designs; saving them asks for the mail's link again.
  }
}

export function shareClaim(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
