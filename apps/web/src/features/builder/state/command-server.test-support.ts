import { applyCommand } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import type { DesignGraph } from '@eb/domain/design';
import { expect, vi } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { designReceived } from './builder-slice.ts';
import { createTestStore } from './store.test-support.ts';

export interface SentCommand {
  command: DesignCommand;
  origin: string | undefined;
  prefer: string | null;
  /** The Idempotency-Key it came with. */
  key: string | null;
}

/**
 * A stand-in for the design-builder API in unit tests: applies commands with the domain's own
 * function (as the real server does), bumps the version, answers `{ version, changed, command,
 * inverse }`, and answers loads with its graph. Each answer waits until the test lets it go
 * (`answerNext`), unless `auto` is set. `refuse` answers a command with a 4xx and the sentence.
 * Like the real server, a command sent again with its Idempotency-Key gets its first answer back
 * without being applied again; `loseNextAnswer` makes the next command land but its answer never
 * arrive (the connection dropped), as fetch reports it.
 */
export function fakeCommandServer(
  start: DesignGraph,
  options: {
    refuse?: (command: DesignCommand) => string | null;
    auto?: boolean;
    /** Whether the server can be reached (its liveness route); unreachable, every call fails as fetch does. */
    reachable?: () => boolean;
  } = {},
) {
  let current = start;
  let deleted = false;
  const sent: SentCommand[] = [];
  const loads: string[] = [];
  const waiting: (() => void)[] = [];
  const answered = new Map<string, { request: string; status: number; body: unknown }>();
  let lose = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (options.reachable && !options.reachable()) return Promise.reject(new TypeError('Failed to fetch'));
    if (url === '/healthz') return Promise.resolve(new Response(JSON.stringify({ data: { status: 'ok' } }), { status: 200 }));
    return new Promise<Response>((resolve, reject) => {
      let json = (status: number, body: unknown) => resolve(new Response(JSON.stringify(body), { status }));
      const answer = () => {
        if (method === 'GET') {
          loads.push(url);
          if (deleted) json(404, { code: 'NOT_FOUND', message: 'We could not find that design.' });
          else json(200, { data: current });
          return;
        }
        const body = JSON.parse(String(init.body)) as { command: DesignCommand; origin?: string };
        const headers = new Headers(init.headers);
        const key = headers.get('idempotency-key');
        sent.push({ command: body.command, origin: body.origin, prefer: headers.get('prefer'), key });
        const request = `${url}\n${JSON.stringify(body.command)}`;
        const first = key ? answered.get(key) : undefined;
        if (first) {
          if (first.request === request) json(first.status, first.body);
          else json(422, { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different request.' });
          return;
        }
        const losing = lose > 0;
        if (losing) lose -= 1;
        json = (status, answer) => {
          if (key && status === 200) answered.set(key, { request, status, body: answer });
          if (losing) reject(new TypeError('Failed to fetch'));
          else resolve(new Response(JSON.stringify(answer), { status }));
        };
        const refusal = options.refuse?.(body.command);
        if (refusal) {
          json(400, { code: 'VALIDATION_FAILED', message: refusal });
          return;
        }
        try {
          const applied = applyCommand(current, body.command, { actor: { role: 'rep', repId: 'r1' }, windowCategoryKeys: [] });
          if (applied.changed) current = { ...applied.graph, design: { ...applied.graph.design, version: current.design.version + 1 } };
          json(200, {
            data: { version: current.design.version, changed: applied.changed, command: body.command, inverse: applied.inverse },
          });
        } catch (error) {
          json(400, { code: 'VALIDATION_FAILED', message: (error as Error).message });
        }
      };
      if (options.auto) answer();
      else waiting.push(answer);
    });
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Answers the oldest request the server holds, then lets the page react. */
  const answerNext = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.();
    await settle();
    await settle();
  };
  return {
    sent,
    loads,
    answerNext,
    settle,
    waiting: () => waiting.length,
    graph: () => current,
    /** The next command lands, but its answer is lost on the way back (fetch fails). */
    loseNextAnswer() {
      lose += 1;
    },
    /** The design deleted elsewhere (from My Estimates): loads answer 404 from now on. */
    deleteElsewhere() {
      deleted = true;
      return current.design.version + 1;
    },
    /** Someone else's edit, straight on the server (what the change stream would then report). */
    applyElsewhere(command: DesignCommand) {
      const applied = applyCommand(current, command, { actor: { role: 'rep', repId: 'r2' }, windowCategoryKeys: [] });
      current = { ...applied.graph, design: { ...applied.graph.design, version: current.design.version + 1 } };
      return current.design.version;
    },
  };
}

/** A store showing a design of one room and one window, and a fake server holding the same design. */
export function designOnServer(options: Parameters<typeof fakeCommandServer>[1] = {}) {
  const start = graph('Estimate 1', [['Window 1']]);
  const store = createTestStore();
  store.dispatch(designReceived(start));
  const server = fakeCommandServer(start, options);
  const { designId } = start.design;
  const roomId = start.containers[0]?.containerId ?? '';
  const itemId = start.items[0]?.itemId ?? '';
  return { store, server, designId, roomId, itemId };
}

/** A browser whose network state the test sets: `onLine` as `online()` says, and its window events. */
export function stubNetwork(online: () => boolean): EventTarget {
  const network = new EventTarget();
  vi.stubGlobal('navigator', {
    get onLine() {
      return online();
    },
  });
  vi.stubGlobal('addEventListener', network.addEventListener.bind(network));
  vi.stubGlobal('removeEventListener', network.removeEventListener.bind(network));
  return network;
}
