import type { DesignEvent } from '@eb/domain/live';
import pg from 'pg';
import { type ChangeBus, type EpochChannel, type EpochMove, Subscribers, type WriteNotices } from './change-bus.ts';

const CHANNEL = 'design_events';
const EPOCH_CHANNEL = 'session_epochs';
/** Sent by the database itself on every change to a design's row (migration 0026). */
const WRITES_CHANNEL = 'design_writes';
/** NOTIFY payloads must stay under 8000 bytes; a larger change goes without its command. */
const MAX_PAYLOAD = 7800;

export function fitPayload(event: DesignEvent): string {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD) return text;
  if (event.type === 'change') {
    const { command: _dropped, ...rest } = event;
    return JSON.stringify(rest);
  }
  if (event.type === 'presence') return JSON.stringify({ ...event, viewers: event.viewers.slice(0, 20) });
  return text;
}

/** Session epoch moves on a channel of their own, heard on the bus's one listening connection. */
function epochChannel(publisher: pg.Pool, log: (message: string) => void): EpochChannel & { hear(payload: string): void; missed(): void } {
  const listeners: ((move: EpochMove | null) => void)[] = [];
  return {
    announce: async (move) => {
      try {
        await publisher.query('select pg_notify($1, $2)', [EPOCH_CHANNEL, JSON.stringify(move)]);
      } catch (error) {
        // The sign-out holds in the database; other processes see it when their cached epoch expires.
        log(`session epochs: a sign-out was not announced: ${(error as Error).message}`);
      }
    },
    listen: (listener) => {
      listeners.push(listener);
    },
    hear: (payload) => {
      const move = JSON.parse(payload) as Partial<EpochMove>;
      if (typeof move.userId !== 'string' || typeof move.epoch !== 'number') throw new Error('Not an epoch move.');
      for (const listener of listeners) listener({ userId: move.userId, epoch: move.epoch });
    },
    missed: () => {
      for (const listener of listeners) listener(null);
    },
  };
}

/** Design write notices, heard on the bus's one listening connection. */
function writeNotices(): WriteNotices & { hear(designId: string | null): void; connected: boolean } {
  const listeners: ((designId: string | null) => void)[] = [];
  const notices = {
    connected: false,
    listen: (listener: (designId: string | null) => void) => {
      listeners.push(listener);
    },
    listening: () => notices.connected,
    hear: (designId: string | null) => {
      for (const listener of listeners) listener(designId);
    },
  };
  return notices;
}

/**
 * Events between server processes through PostgreSQL LISTEN/NOTIFY: one listening connection per
 * process, NOTIFY on publish. Each process delivers what it hears to its own subscribers, its own
 * events included, so every client sees changes in the order the database committed them. When the
 * listening connection drops, subscribers are told to reload (they may have missed events) and it
 * reconnects. Session epoch moves (sign-outs) travel on a second channel of the same connection,
 * and the database's own notices of changed designs on a third.
 */
export async function postgresBus(url: string, log: (message: string) => void = () => {}): Promise<ChangeBus> {
  const subscribers = new Subscribers();
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', (error) => log(`change bus publisher: ${error.message}`));
  // A connection in use when the database goes away must not take the process down with it.
  publisher.on('connect', (client) => client.on('error', (error) => log(`change bus publisher: ${error.message}`)));
  const epochs = epochChannel(publisher, log);
  const writes = writeNotices();
  /** Subscriber counts by design, to tell them to reload after a lost connection. */
  const designs = new Map<string, number>();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let connectedBefore = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (!message.payload) return;
      try {
        if (message.channel === WRITES_CHANNEL) writes.hear(message.payload);
        else if (message.channel === EPOCH_CHANNEL) epochs.hear(message.payload);
        else if (message.channel === CHANNEL) {
          const event = JSON.parse(message.payload) as DesignEvent;
          // A page told of a change may load the design at once: what this process remembers of it
          // stops being trusted first, whichever of the two notices of the write comes first.
          if (event.type === 'change' || event.type === 'reload') writes.hear(event.designId);
          subscribers.deliver(event);
        }
      } catch {
        log('change bus: an unreadable event was skipped');
      }
    });
    client.on('error', (error) => {
      log(`change bus listener: ${error.message}`);
      reconnect(client);
    });
    client.on('end', () => reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}; LISTEN ${EPOCH_CHANNEL}; LISTEN ${WRITES_CHANNEL}`);
    if (closed) {
      // Closed while this connection was on its way: it is not kept.
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    writes.connected = true;
    // Notices sent while no connection listened were missed (on first connect: before it listened).
    writes.hear(null);
    if (connectedBefore) {
      // Moves announced while no connection listened were missed: every cached epoch is read again.
      epochs.missed();
      // Streams opened while no connection listened were told nothing: they load their design again.
      for (const designId of designs.keys()) subscribers.deliver({ type: 'reload', designId, version: 0 });
    }
    connectedBefore = true;
  };

  const scheduleConnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        log(`change bus reconnect failed: ${error.message}`);
        scheduleConnect();
      });
    }, 1000);
  };

  const reconnect = (client: pg.Client) => {
    if (closed || listener !== client) return;
    listener = null;
    writes.connected = false;
    writes.hear(null);
    client.removeAllListeners('end');
    client.end().catch(() => {});
    // What was missed while away cannot be replayed from here: open clients load their design again.
    for (const designId of designs.keys()) subscribers.deliver({ type: 'reload', designId, version: 0 });
    scheduleConnect();
  };

  await connect();
  return {
    inTransaction: { channel: CHANNEL, payload: fitPayload },
    publish: async (event) => {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, fitPayload(event)]);
    },
    epochs: { announce: epochs.announce, listen: epochs.listen },
    writes: { listen: writes.listen, listening: writes.listening },
    subscribe: (designId, listen) => {
      designs.set(designId, (designs.get(designId) ?? 0) + 1);
      const remove = subscribers.add(designId, listen);
      return () => {
        remove();
        const left = (designs.get(designId) ?? 1) - 1;
        if (left > 0) designs.set(designId, left);
        else designs.delete(designId);
      };
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      writes.connected = false;
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}
