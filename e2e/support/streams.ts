import type { Page, Request } from '@playwright/test';
import { scaled } from '../../scripts/time-scale.ts';

const DESIGN_STREAM = /\/api\/design-builder\/designs\/[^/]+\/events/;

/**
 * Resolves when the page ends a design's change stream, as a tab does a few seconds after it went to
 * the background: a state to wait for instead of sleeping through those seconds. Start waiting before
 * what makes the page give the stream up.
 */
export function streamGivenUp(page: Page): Promise<Request> {
  return page.waitForEvent('requestfailed', { predicate: (request) => DESIGN_STREAM.test(request.url()), timeout: scaled(15_000) });
}
