import type { SiteId } from '@eb/domain/sites';
import type { FastifyRequest } from 'fastify';
import type { SessionData } from '../../http/session.ts';

/** Who asks, and on which site: what every design use case is given. */
export interface Actor {
  identity: SessionData;
  siteId: SiteId;
}

export function actorOf(request: FastifyRequest): Actor {
  return { identity: request.identity, siteId: request.siteId };
}
