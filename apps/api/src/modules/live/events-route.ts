import { randomUUID } from 'node:crypto';
import { uuid } from '@eb/domain/design';
import { type DesignEvent, viewerName } from '@eb/domain/live';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { personKeys } from './person-key.ts';

/** A comment line every so often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 20_000;

/**
 * Streams open at once from one address. Each holds a connection and a subscription for as long as
 * it lasts, and a browser tab holds one only while shown, so a person needs a few; a cap keeps one
 * address from holding the server's sockets.
 */
export const MAX_STREAMS_PER_ADDRESS = 50;
export const TOO_MANY_STREAMS = 'Too many designs are open from this address. Close some tabs and try again.';

function frame(event: DesignEvent): string {
  const id = event.type === 'change' ? `id: ${event.version}\n` : '';
  return `${id}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export const SINCE_MESSAGE = 'since must be a design version: a whole number of 0 or more.';
// Digits only: a number coerced from text reads ' ' and '' as 0, a version the caller never saw.
const sinceVersion = z
  .string()
  .regex(/^\d{1,15}$/, SINCE_MESSAGE)
  .transform(Number)
  .optional();

/**
 * `GET /designs/{id}/events`: the design's change stream (server-sent events). Anyone who may read
 * the design (its id is the capability) may follow it. A client that comes back with the version it
 * last saw (`Last-Event-ID`, or `?since=`) and is behind is told to load the design again.
 */
export const liveRoutes: ApiRoutes = async (app, { db, bus, presence, config }) => {
  const personKeyOf = personKeys(config.sessionSecret);

  // Open streams end when the server closes, so shutdown does not wait on them.
  const streams = new Set<() => void>();
  const perAddress = new Map<string, number>();
  const release = (address: string) => {
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  };
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    '/api/design-builder/designs/:designId/events',
    {
      schema: {
        tags: ['design builder'],
        summary: "Follow a design's changes and who else is viewing it (server-sent events)",
        params: z.object({ designId: uuid }),
        querystring: z.object({ since: sinceVersion }),
        // Keyed by content type so the API's page documents a stream, not JSON.
        response: {
          200: {
            description: "The design's changes and viewers as server-sent events, each with the design's version as its id",
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { designId } = request.params;
      // Listening starts before the version is read: a change committed meanwhile is held and sent
      // after the welcome, never lost between the read and the subscription.
      let send: ((event: DesignEvent) => void) | null = null;
      const held: DesignEvent[] = [];
      const unsubscribe = bus.subscribe(designId, (event) => (send ? send(event) : held.push(event)));
      const row = await db
        .selectFrom('designs')
        .select('version')
        .where('id', '=', designId)
        .executeTakeFirst()
        .catch((error: unknown) => {
          unsubscribe();
          throw error;
        });
      if (!row) {
        unsubscribe();
        throw designNotFound();
      }
      const address = request.ip;
      const opened = perAddress.get(address) ?? 0;
      if (opened >= MAX_STREAMS_PER_ADDRESS) {
        unsubscribe();
        throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS);
      }
      perAddress.set(address, opened + 1);
      const lastEventId = Number(request.headers['last-event-id']);
      // After a drop the browser reconnects with the last change it saw, newer than the first `since`.
      const since = Number.isInteger(lastEventId) && lastEventId > 0 ? lastEventId : request.query.since;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        // Written past the app's onSend hook, which gives every other answer its id.
        'x-request-id': request.id,
      });
      app.metrics?.streamOpened();
      const write = (event: DesignEvent) => {
        if (!raw.writableEnded) raw.write(frame(event));
      };
      // Tell the client how long to wait before reconnecting after a drop.
      raw.write('retry: 1000\n\n');
      const { identity } = request;
      const viewerId = randomUUID();
      const personKey = personKeyOf(designId, identity);
      write({ type: 'welcome', designId, viewerId, personKey, version: row.version });
      if (since !== undefined && since < row.version) write({ type: 'reload', designId, version: row.version });
      // What came while the version was read, but for what the read already saw.
      for (const event of held) if (!('version' in event) || event.version > row.version) write(event);
      send = write;
      write(presence.event(designId));
      const leave = presence.join(designId, { viewerId, personKey, name: viewerName(identity), role: identity.role });
      const keepAlive = setInterval(() => {
        if (!raw.writableEnded) raw.write(': keep-alive\n\n');
      }, KEEP_ALIVE_MS);
      keepAlive.unref();

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        release(address);
        app.metrics?.streamClosed();
        streams.delete(end);
        clearInterval(keepAlive);
        unsubscribe();
        leave();
        if (!raw.writableEnded) raw.end();
        // The stream was written past the app's hooks, so it writes its own request line.
        app.logRequest(request, 200);
      };
      streams.add(end);
      request.raw.on('close', end);
      // A client that left while the design was read is gone already: its close will not come again.
      if (request.raw.socket?.destroyed) end();
    },
  );
};
