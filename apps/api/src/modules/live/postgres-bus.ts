import type { DesignEvent } from '@eb/domain/live';
import pg from 'pg';
import { type ChangeBus, Subscribers } from './change-bus.ts';

const CHANNEL = 'design_events';
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

/**
 * Events between server processes through PostgreSQL LISTEN/NOTIFY: one listening connection per
 * process, NOTIFY on publish. Each process delivers what it hears to its own subscribers, its own
 * events included, so every client sees changes in the order the database committed them. When the
 * listening connection drops, subscribers are told to reload (they may have missed events) and it
 * reconnects.
 */
export async function postgresBus(url: string, log: (message: string) => void = () => {}): Promise<ChangeBus> {
  const subscribers = new Subscribers();
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', (error) => log(`change bus publisher: ${error.message}`));
  /** Subscriber counts by design, to tell them to reload after a lost connection. */
  const designs = new Map<string, number>();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        subscribers.deliver(JSON.parse(message.payload) as DesignEvent);
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
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
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
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}
