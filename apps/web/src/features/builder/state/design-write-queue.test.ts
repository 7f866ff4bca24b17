import type { DesignGraph } from '@eb/domain/design';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store.ts';
import { addWindow, renameWindow, setQuantity } from './builder-actions.ts';
import { designReceived } from './builder-slice.ts';
import { graph } from './graph-fixture.ts';

interface Sent {
  url: string;
  ifMatch: string | null;
}

/**
 * A server that answers each write only when the test lets it, bumps the version, and refuses a
 * write whose If-Match is not the current version (412), like the real one.
 */
function fakeServer(start: DesignGraph, options: { refuse?: (url: string) => boolean } = {}) {
  let current = start;
  const sent: Sent[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const ifMatch = new Headers(init.headers).get('if-match');
    sent.push({ url, ifMatch });
    return new Promise<Response>((resolve) => {
      waiting.push(() => {
        const json = (status: number, body: unknown) => resolve(new Response(JSON.stringify(body), { status }));
        if (ifMatch !== null && Number(ifMatch) !== current.design.version) {
          json(412, { code: 'VERSION_CONFLICT', message: 'Uh oh! This design was changed somewhere else.' });
          return;
        }
        if (options.refuse?.(url)) {
          json(400, { code: 'VALIDATION', message: 'Refused.' });
          return;
        }
        if ((init.method ?? 'GET') !== 'GET') current = { ...current, design: { ...current.design, version: current.design.version + 1 } };
        json(200, { data: current });
      });
    });
  });
  /** Answers the oldest request the server holds, then lets the page react. */
  const answerNext = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, answerNext, waiting: () => waiting.length };
}

afterEach(() => vi.unstubAllGlobals());

describe('a design’s writes', () => {
  it('go one after another, each with the version the previous answer gave', async () => {
    const start = graph('Estimate 1', [['Window 1']]);
    const store = createAppStore();
    store.dispatch(designReceived(start));
    const server = fakeServer(start);
    const { designId } = start.design;
    const roomId = start.containers[0]?.containerId ?? '';
    const itemId = start.items[0]?.itemId ?? '';

    // A double click and three quick quantity changes, all before the server has answered any.
    const done = Promise.all([
      store.dispatch(addWindow(designId, roomId)),
      store.dispatch(addWindow(designId, roomId)),
      store.dispatch(setQuantity(designId, itemId, 2)),
      store.dispatch(setQuantity(designId, itemId, 3)),
      store.dispatch(setQuantity(designId, itemId, 4)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.waiting()).toBe(1);
    for (let index = 0; index < 5; index += 1) await server.answerNext();
    await done;

    expect(server.sent.map((request) => request.ifMatch)).toEqual(['1', '2', '3', '4', '5']);
    expect(server.sent.at(-1)?.url).toMatch(/\/quantity\/4$/);
    expect(store.getState().ui.globalError).toBeNull();
    expect(store.getState().builder.designs[designId]?.version).toBe(6);
  });

  it('a refused write shows the error, puts a shown-at-once rename back, and later writes still go', async () => {
    const start = graph('Estimate 1', [['Window 1']]);
    const store = createAppStore();
    store.dispatch(designReceived(start));
    const server = fakeServer(start, { refuse: (url) => url.endsWith('/rename') });
    const { designId } = start.design;
    const itemId = start.items[0]?.itemId ?? '';

    const rename = store.dispatch(renameWindow(designId, itemId, 'Bay'));
    expect(store.getState().builder.items[itemId]?.label).toBe('Bay');
    const quantity = store.dispatch(setQuantity(designId, itemId, 2));
    await server.answerNext();
    await rename;
    expect(store.getState().ui.globalError?.message).toBe('Refused.');
    // The design is read again (the rename put back) and the quantity goes with the unchanged version.
    await server.answerNext();
    expect(store.getState().builder.items[itemId]?.label).toBe('Window 1');
    await server.answerNext();
    await quantity;
    expect(server.sent.map((request) => [request.url.split('/').at(-1), request.ifMatch])).toEqual([
      ['rename', '1'],
      [designId, null],
      ['2', '1'],
    ]);
    expect(store.getState().builder.designs[designId]?.version).toBe(2);
  });
});
