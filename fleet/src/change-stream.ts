/**
 * A design's change stream followed as the web app's EventSource does: when the connection drops it
 * comes back (through whichever process nginx picks) with the last version it saw (`since` and
 * Last-Event-ID), and loads the design again when told to reload or when it sees a version skipped.
 */
import { request } from 'undici';
import { BASE, type Browser } from './client.ts';

interface StreamEvent {
  type: string;
  version?: number;
}

export interface FollowedStream {
  designId: string;
  /** The newest version this follower knows the design to be at. */
  readonly version: number;
  /** Connections opened, the first one included. */
  readonly connections: number;
  /** Times it loaded the design again (reload event, or a skipped version). */
  readonly reloads: number;
  /** Connections that were open (welcomed) and then ended or broke. */
  readonly drops: number;
  /** What went wrong on the way (a refused reconnect, a failed reload); empty when all went well. */
  readonly problems: string[];
  /** Resolves once the follower has seen `version` or newer; fails after `ms`. */
  reach(version: number, ms: number): Promise<void>;
  /** Resolves once the first connection has received its welcome; fails after `ms`. */
  welcomed(ms: number): Promise<void>;
  /** Resolves once a connection after the first has received its welcome; fails after `ms`. */
  reconnected(ms: number): Promise<void>;
  close(): void;
}

/** Splits SSE text into events; answers the events and the unfinished rest. */
function parseEvents(text: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    return data.length > 0 ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

export function followDesign(browser: Browser, designId: string, startVersion: number): FollowedStream {
  const state = { version: startVersion, connections: 0, reloads: 0, welcomed: 0, drops: 0, closed: false };
  const problems: string[] = [];
  const controller = new AbortController();
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const reload = async () => {
    state.reloads += 1;
    const answer = await browser.request('GET', `${BASE}/designs/${designId}`);
    if (answer.status !== 200) throw new Error(`reload answered ${answer.status}`);
    state.version = Math.max(state.version, Number(answer.body.data.design.version));
  };

  const handle = async (event: StreamEvent) => {
    if (event.type === 'welcome') {
      state.welcomed += 1;
    } else if (event.type === 'reload') {
      await reload();
    } else if (event.type === 'change' && typeof event.version === 'number') {
      // A change after one this follower never saw: load the design rather than guess.
      if (event.version > state.version + 1) await reload();
      state.version = Math.max(state.version, event.version);
    }
    notify();
  };

  const connectOnce = async () => {
    state.connections += 1;
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie: browser.cookieHeader };
    if (state.version > 0) headers['last-event-id'] = String(state.version);
    const answer = await request(`${browser.origin}${BASE}/designs/${designId}/events?since=${state.version}`, {
      dispatcher: browser.dispatcher,
      headers,
      signal: controller.signal,
      headersTimeout: 10_000,
      // Keep-alive comments come every 20 s; more than a minute of nothing is a dead connection.
      bodyTimeout: 60_000,
    });
    if (answer.statusCode !== 200) {
      const text = await answer.body.text();
      throw new Error(`stream answered ${answer.statusCode}: ${text.slice(0, 200)}`);
    }
    let buffered = '';
    for await (const chunk of answer.body) {
      buffered += String(chunk);
      const { events, rest } = parseEvents(buffered);
      buffered = rest;
      for (const { data } of events) await handle(JSON.parse(data) as StreamEvent);
    }
  };

  void (async () => {
    while (!state.closed) {
      const welcomedBefore = state.welcomed;
      try {
        await connectOnce();
      } catch (error) {
        if (state.closed) break;
        problems.push(error instanceof Error ? error.message : String(error));
      }
      if (state.welcomed > welcomedBefore && !state.closed) {
        state.drops += 1;
        notify();
      }
      // The server's `retry: 1000`, as a browser honours it.
      if (!state.closed) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();

  const until = (what: string, done: () => boolean, ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        const recent = problems.slice(-3).join(' | ') || 'none';
        const seen = `at version ${state.version}, ${state.connections} connections, ${state.welcomed} welcomed, ${state.reloads} reloads`;
        reject(new Error(`stream of ${designId}: waited ${ms} ms for ${what} (${seen}; last problems: ${recent})`));
      }, ms);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });

  return {
    designId,
    get version() {
      return state.version;
    },
    get connections() {
      return state.connections;
    },
    get reloads() {
      return state.reloads;
    },
    get drops() {
      return state.drops;
    },
    problems,
    reach: (version, ms) => until(`version ${version}`, () => state.version >= version, ms),
    welcomed: (ms) => until('its welcome', () => state.welcomed >= 1, ms),
    reconnected: (ms) => until('a reconnection', () => state.welcomed >= 2, ms),
    close() {
      state.closed = true;
      controller.abort();
      notify();
    },
  };
}
