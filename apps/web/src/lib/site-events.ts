import { type SignInReason, signInPath } from '@eb/domain/identity';
import type { Site } from '@eb/domain/sites';
import { flushAnalytics, publish } from './event-bus.ts';

/**
 * Events the doc names for one situation each, published from one place so every screen sends them
 * alike (doc 001 §7 analytics, §8).
 */

/** The retailer site's button-submission event (doc 001 §7: sent on Duplicate and Save there only). */
export function publishButtonSubmission(site: Pick<Site, 'id'>, button: 'duplicate' | 'save', designId: string): void {
  if (site.id === 11) publish('button.submission', { button, designId });
}

/** The sign-in page, with a way back to `returnTo` (a path of this site), this site's host and why it opens. */
export const signInUrl = (returnTo: string, reason?: SignInReason) => signInPath(returnTo, window.location.host, reason);

/**
 * The login flow (doc 001 §8: a save refused for want of a session opens it, with the
 * 'login-requested' event): the event goes out first (sent at once, the page is being left), then
 * the sign-in page opens with a way back.
 */
export function requestLogin(returnTo: string, reason: SignInReason): void {
  publish('login.requested', { returnTo, reason });
  flushAnalytics();
  window.location.assign(signInUrl(returnTo, reason));
}
