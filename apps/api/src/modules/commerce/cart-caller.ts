import { NO_CART_STRATEGY } from '@eb/domain/commerce';
import { isInternal } from '@eb/domain/permissions';
import { type CartStrategy, getSite, type SiteId } from '@eb/domain/sites';
import type { FastifyRequest } from 'fastify';
import { conflict } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';

/** Who adds to or reads a cart, and on which site: every cart use case is given one. */
export interface CartCaller {
  identity: SessionData;
  siteId: SiteId;
}

export const cartCallerOf = (request: FastifyRequest): CartCaller => ({ identity: request.identity, siteId: request.siteId });

/** Whose cart it is: the signed-in account, else the browser session (as Idempotency-Keys and jobs name callers). */
export type CartOwner = { userId: string } | { sessionId: string };

export const cartOwnerOf = (identity: Pick<SessionData, 'uid' | 'sid'>): CartOwner =>
  identity.uid ? { userId: identity.uid } : { sessionId: identity.sid };

/** Internal users (reps) may buy discontinued products (doc 001 §5 Buy Now). */
export const isInternalUser = (identity: Pick<SessionData, 'role'>) => isInternal(identity);

/** The site's cart must be this strategy (doc 001 §8: 'An add to cart strategy was not implemented for this site'). */
export function requireCartStrategy(siteId: SiteId, strategy: CartStrategy): void {
  if (getSite(siteId).cartStrategy !== strategy) throw conflict(NO_CART_STRATEGY);
}

/** The site must have a cart at all. */
export function requireSomeCartStrategy(siteId: SiteId): void {
  if (getSite(siteId).cartStrategy === 'none') throw conflict(NO_CART_STRATEGY);
}
