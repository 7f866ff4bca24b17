import { createHmac } from 'node:crypto';
import type { SessionData } from '../../http/session.ts';

export type PersonKeyOf = (designId: string, identity: Pick<SessionData, 'uid' | 'sid'>) => string;

/**
 * The key a person is listed under on a design's stream (`Viewer.personKey`, a change's `by`): the
 * same for all their tabs, so a viewer is not shown themselves. Keyed with the server's secret and the
 * design, it cannot be turned back into an id or linked across designs.
 */
export function personKeys(secret: string): PersonKeyOf {
  return (designId, identity) =>
    createHmac('sha256', secret)
      .update(`presence\n${designId}\n${identity.uid ?? `guest:${identity.sid}`}`)
      .digest('base64url')
      .slice(0, 22);
}
