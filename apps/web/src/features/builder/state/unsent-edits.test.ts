import type { DesignCommand } from '@eb/domain/commands/command';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { designOnServer, fakeCommandServer, stubNetwork } from './command-server.test-support.ts';
import { createTestStore } from './store.test-support.ts';
import { forgetUnsentEdits, keepUnsentEdits, keptKeyOf, takeUnsentEdits, UNSENT_EDITS_MAX_AGE_MS } from './unsent-edits.ts';

/** The browser's local storage, as a map the test can read. */
function stubStorage(): Map<string, string> {
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    get length() {
      return kept.size;
    },
    key: (index: number) => [...kept.keys()][index] ?? null,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  });
  return kept;
}

const rename = (itemId: string, label: string): DesignCommand => ({ type: 'window.rename', itemId, label });
const W1 = '3f1c2b7e-8a4d-4c6e-9b2a-1d5e7f9a0b1c';
const DELETED = '7a2d4e6f-1b3c-4d5e-8f9a-0b1c2d3e4f5a';

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('edits kept in the browser', () => {
  it('come back once, in order, and not a second time', () => {
    stubStorage();
    keepUnsentEdits('d1', 'tab-a', [rename(W1, 'Bay'), rename(W1, 'Den')]);
    expect(takeUnsentEdits('d2')).toEqual([]);
    expect(takeUnsentEdits('d1')).toEqual([rename(W1, 'Bay'), rename(W1, 'Den')]);
    expect(takeUnsentEdits('d1')).toEqual([]);
  });

  it('of two tabs closed one after the other are both kept, the earlier first', () => {
    stubStorage();
    const now = Date.now();
    keepUnsentEdits('d1', 'tab-b', [rename(W1, 'Den')], now - 10);
    keepUnsentEdits('d1', 'tab-a', [rename(W1, 'Bay')], now - 20);
    expect(takeUnsentEdits('d1', now)).toEqual([rename(W1, 'Bay'), rename(W1, 'Den')]);
  });

  it('of another design stay until that design is opened, unless they are past their age', () => {
    const storage = stubStorage();
    const now = Date.now();
    keepUnsentEdits('d2', 'tab-a', [rename(W1, 'Bay')], now - 1000);
    keepUnsentEdits('d3', 'tab-a', [rename(W1, 'Den')], now - UNSENT_EDITS_MAX_AGE_MS - 1);
    expect(takeUnsentEdits('d1', now)).toEqual([]);
    expect([...storage.keys()]).toEqual(['eb.unsentEdits.d2.tab-a']);
    expect(takeUnsentEdits('d2', now)).toEqual([rename(W1, 'Bay')]);
  });

  it('of a tab that came back from the page cache are forgotten, another tab’s kept', () => {
    stubStorage();
    keepUnsentEdits('d1', 'tab-a', [rename(W1, 'Bay')]);
    keepUnsentEdits('d1', 'tab-b', [rename(W1, 'Den')]);
    forgetUnsentEdits('d1', 'tab-a');
    expect(takeUnsentEdits('d1')).toEqual([rename(W1, 'Den')]);
  });

  it('come back with the keys they were sent with; keys that do not fit are left out, the edits kept', () => {
    const storage = stubStorage();
    const now = Date.now();
    keepUnsentEdits('d1', 'tab-a', [rename(W1, 'Bay'), rename(W1, 'Den')], now, ['k-1', 'k-2']);
    const [bay, den] = takeUnsentEdits('d1', now);
    expect([bay && keptKeyOf(bay), den && keptKeyOf(den)]).toEqual(['k-1', 'k-2']);
    storage.set('eb.unsentEdits.d1.tab-a', JSON.stringify({ keptAt: now, commands: [rename(W1, 'Bay')], keys: [42] }));
    const [alone] = takeUnsentEdits('d1', now);
    expect(alone).toEqual(rename(W1, 'Bay'));
    expect(alone && keptKeyOf(alone)).toBeUndefined();
  });

  it('are dropped when older than a week, or when anything in them is not a command', () => {
    const storage = stubStorage();
    const now = Date.now();
    keepUnsentEdits('d1', 'tab-a', [rename(W1, 'Bay')], now - UNSENT_EDITS_MAX_AGE_MS - 1);
    expect(takeUnsentEdits('d1', now)).toEqual([]);
    storage.set('eb.unsentEdits.d1.tab-a', JSON.stringify({ keptAt: now, commands: [rename(W1, 'Bay'), { type: 'design.drop' }] }));
    storage.set('eb.unsentEdits.d1.tab-b', 'not json');
    storage.set('eb.unsentEdits.d1.tab-c', 'null');
    expect(takeUnsentEdits('d1', now)).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('are not kept, and nothing fails, when the storage is full or refused', () => {
    vi.stubGlobal('localStorage', {
      length: 1,
      key: () => 'eb.unsentEdits.d1.tab-a',
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(() => keepUnsentEdits('d1', 'tab-a', [rename(W1, 'Bay')])).not.toThrow();
    expect(takeUnsentEdits('d1')).toEqual([]);
  });
});

describe('leaving the page with edits the server has not answered', () => {
  it('keeps them, and opening the design again in this browser sends them', async () => {
    const storage = stubStorage();
    // The page's own events (pagehide), as the browser sends them; online throughout.
    const page = stubNetwork(() => true);
    // The first visit: a rename the server never answers (the connection is gone), then the page is left.
    const first = await import('./builder-actions.ts');
    const { store, server, designId, itemId } = designOnServer();
    await store.dispatch(first.renameWindow(designId, itemId, 'Bay'));
    await server.settle();
    page.dispatchEvent(new Event('pagehide'));
    const [kept] = [...storage.values()];
    expect(JSON.parse(kept ?? '{}').commands).toEqual([rename(itemId, 'Bay')]);
    // With the Idempotency-Key its first try went with (a keepalive request may have landed as the page went).
    const [key] = JSON.parse(kept ?? '{}').keys as string[];
    expect(key).toMatch(/\S{8,}/);

    // The next visit, a new page: the design as the server has it, then the kept rename on top, sent.
    vi.resetModules();
    const next = await import('./builder-actions.ts');
    const server2 = fakeCommandServer(server.graph(), { auto: true });
    const store2 = createTestStore();
    await store2.dispatch(next.loadDesign(designId));
    expect(store2.getState().builder.items[itemId]?.label).toBe('Bay');
    await vi.waitFor(() => expect(server2.sent.map((sent) => sent.command)).toEqual([rename(itemId, 'Bay')]));
    expect(server2.sent[0]?.key).toBe(key);
    await vi.waitFor(() => expect(server2.graph().items[0]?.label).toBe('Bay'));
    expect(storage.size).toBe(0);
    expect(store2.getState().ui.globalError).toBeNull();
  });

  it('drops, without a word, a kept edit the design no longer takes', async () => {
    stubStorage();
    const { loadDesign } = await import('./builder-actions.ts');
    const start = graph('Estimate 1', [['Window 1']]);
    const server = fakeCommandServer(start, { auto: true });
    keepUnsentEdits(start.design.designId, 'tab-a', [rename(DELETED, 'Bay')]);
    const store = createTestStore();
    await store.dispatch(loadDesign(start.design.designId));
    await server.settle();
    expect(server.sent).toEqual([]);
    expect(store.getState().ui.globalError).toBeNull();
    expect(store.getState().builder.items[start.items[0]?.itemId ?? '']?.label).toBe('Window 1');
  });
});
