import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PROBE_MS } from '../../../lib/network.ts';
import { graph } from '../../../testing/graph-fixture.ts';
import { addWindow, renameWindow, setQuantity } from './builder-actions.ts';
import { designReceived } from './builder-slice.ts';
import { designOnServer, fakeCommandServer, stubNetwork } from './command-server.test-support.ts';
import { TAB_ORIGIN } from './design-commands.ts';
import {
  allWritesSettled,
  enqueueDesignWrite,
  hasPendingWrites,
  isWaitingForNetwork,
  RESEND_DELAYS_MS,
  subscribeToWrites,
} from './design-write-queue.ts';
import { createTestStore } from './store.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const labels = (store: ReturnType<typeof createTestStore>, roomId: string) =>
  store.getState().builder.containers[roomId]?.items.map((id) => store.getState().builder.items[id]?.label);

describe('a design’s edits', () => {
  it('show at once and go to the server one after another as commands, each waiting for the one before', async () => {
    const { store, server, designId, roomId, itemId } = designOnServer();

    // A double click and three quick quantity changes, all before the server has answered any.
    const done = Promise.all([
      store.dispatch(addWindow(designId, roomId)),
      store.dispatch(addWindow(designId, roomId)),
      store.dispatch(setQuantity(designId, itemId, 2)),
      store.dispatch(setQuantity(designId, itemId, 3)),
      store.dispatch(setQuantity(designId, itemId, 4)),
    ]);
    await done;
    // Everything shows before the server has said anything.
    expect(labels(store, roomId)).toEqual(['Window 1', 'Window 2', 'Window 3']);
    expect(store.getState().builder.items[itemId]?.quantity).toBe(4);
    await server.settle();
    expect(server.waiting()).toBe(1);
    for (let index = 0; index < 5; index += 1) await server.answerNext();

    expect(server.sent.map((sent) => sent.command.type)).toEqual([
      'window.add',
      'window.add',
      'window.quantity',
      'window.quantity',
      'window.quantity',
    ]);
    expect(server.sent.every((sent) => sent.origin === TAB_ORIGIN && sent.prefer === 'return=minimal')).toBe(true);
    expect(store.getState().ui.globalError).toBeNull();
    expect(store.getState().builder.designs[designId]?.version).toBe(6);
    // The server reached the same design as the page.
    expect(server.graph().items.map((item) => item.label)).toEqual(['Window 1', 'Window 2', 'Window 3']);
  });

  it('a refused edit shows the server’s sentence and takes back that edit only; later edits stay', async () => {
    const { store, server, designId, itemId } = designOnServer({
      refuse: (command) =>
        command.type === 'window.rename' ? 'This design has been ordered or locked and can no longer be changed.' : null,
    });

    store.dispatch(renameWindow(designId, itemId, 'Bay'));
    expect(store.getState().builder.items[itemId]?.label).toBe('Bay');
    store.dispatch(setQuantity(designId, itemId, 2));
    await server.answerNext();
    expect(store.getState().ui.globalError?.message).toBe('This design has been ordered or locked and can no longer be changed.');
    expect(store.getState().builder.items[itemId]?.label).toBe('Window 1');
    expect(store.getState().builder.items[itemId]?.quantity).toBe(2);
    await server.answerNext();
    expect(store.getState().builder.items[itemId]?.quantity).toBe(2);
    expect(store.getState().builder.designs[designId]?.version).toBe(2);
    // Undo now takes back the quantity, not the refused rename.
    expect(store.getState().designHistory.designs[designId]?.past.map((step) => step.label)).toEqual(['change quantity']);
  });

  it('an edit the rules refuse is not sent: the sentence shows and nothing changes', () => {
    const start = graph('Estimate 1', [['Window 1', 'Window 2']]);
    const store = createTestStore();
    store.dispatch(designReceived(start));
    const server = fakeCommandServer(start);
    const [first] = start.items;
    store.dispatch(renameWindow(start.design.designId, first?.itemId ?? '', 'Window 2'));
    expect(store.getState().ui.globalError?.message).toBe('Window name must be unique.');
    expect(store.getState().builder.items[first?.itemId ?? '']?.label).toBe('Window 1');
    expect(server.sent).toHaveLength(0);
  });

  it('made while the browser is offline, edits show at once and go out in order once it is back online', async () => {
    let online = false;
    const network = stubNetwork(() => online);
    const { store, server, designId, roomId, itemId } = designOnServer({ auto: true, reachable: () => online });

    await store.dispatch(addWindow(designId, roomId));
    store.dispatch(renameWindow(designId, itemId, 'Bay'));
    store.dispatch(setQuantity(designId, itemId, 3));
    expect(labels(store, roomId)).toEqual(['Bay', 'Window 2']);
    await server.settle();
    // Nothing was tried while offline, so nothing failed and nothing was taken back.
    expect(server.sent).toHaveLength(0);
    expect(hasPendingWrites(designId)).toBe(true);
    expect(isWaitingForNetwork(designId)).toBe(true);
    expect(store.getState().ui.globalError).toBeNull();

    online = true;
    network.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(hasPendingWrites(designId)).toBe(false));
    expect(server.sent.map((sent) => sent.command.type)).toEqual(['window.add', 'window.rename', 'window.quantity']);
    expect(server.graph().items.map((item) => [item.label, item.quantity])).toEqual([
      ['Bay', 3],
      ['Window 2', 1],
    ]);
    expect(isWaitingForNetwork(designId)).toBe(false);
    expect(store.getState().ui.globalError).toBeNull();
  });

  it('when the browser says it is offline but the server answers (a server on the same machine), edits go out anyway', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let reachable = false;
      stubNetwork(() => false);
      const { store, server, designId, itemId } = designOnServer({ auto: true, reachable: () => reachable });

      store.dispatch(renameWindow(designId, itemId, 'Bay'));
      await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS);
      expect(server.sent).toHaveLength(0);
      expect(isWaitingForNetwork(designId)).toBe(true);

      // The browser still says offline, but the next look finds the server.
      reachable = true;
      await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS);
      await vi.waitFor(() => expect(hasPendingWrites(designId)).toBe(false));
      expect(server.sent.map((sent) => sent.command.type)).toEqual(['window.rename']);
      expect(server.graph().items[0]?.label).toBe('Bay');
      expect(store.getState().ui.globalError).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('whose answer was lost on the way back are sent again with the same Idempotency-Key, and land once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, server, designId, roomId, itemId } = designOnServer({ auto: true });
      // The add lands, but the connection drops before its answer arrives.
      server.loseNextAnswer();
      await store.dispatch(addWindow(designId, roomId));
      await vi.waitFor(() => expect(server.sent).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(RESEND_DELAYS_MS[0] ?? 0);
      await vi.waitFor(() => expect(hasPendingWrites(designId)).toBe(false));

      const [first, retry] = server.sent;
      expect(server.sent).toHaveLength(2);
      expect(first?.key).toMatch(/\S{8,}/);
      expect(retry?.key).toBe(first?.key);
      expect(retry?.command).toEqual(first?.command);
      // Applied once: one window more, one version more; the retry was answered, not refused ('id in use').
      expect(server.graph().items.map((item) => item.label)).toEqual(['Window 1', 'Window 2']);
      expect(server.graph().design.version).toBe(2);
      expect(store.getState().builder.designs[designId]?.version).toBe(2);
      expect(labels(store, roomId)).toEqual(['Window 1', 'Window 2']);
      expect(store.getState().ui.globalError).toBeNull();

      // The next edit is a new request with a key of its own.
      store.dispatch(renameWindow(designId, itemId, 'Bay'));
      await vi.waitFor(() => expect(server.sent).toHaveLength(3));
      expect(server.sent[2]?.key).not.toBe(first?.key);
      await vi.waitFor(() => expect(hasPendingWrites(designId)).toBe(false));
      expect(server.graph().design.version).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('that failed for good (a refusal) are not sent again', async () => {
    const { store, server, designId, itemId } = designOnServer({
      auto: true,
      refuse: (command) => (command.type === 'window.rename' ? 'Window name must be unique.' : null),
    });
    store.dispatch(renameWindow(designId, itemId, 'Bay'));
    await vi.waitFor(() => expect(store.getState().ui.globalError?.message).toBe('Window name must be unique.'));
    await server.settle();
    expect(server.sent).toHaveLength(1);
    expect(hasPendingWrites(designId)).toBe(false);
  });

  it('tell the page when a design starts saving and when every write has answered (the Saving… status)', async () => {
    const seen: boolean[] = [];
    const stop = subscribeToWrites(() => seen.push(hasPendingWrites('design-x')));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const first = enqueueDesignWrite('design-x', { send: () => answered });
    const second = enqueueDesignWrite('design-x', { send: async () => undefined });
    expect(hasPendingWrites('design-x')).toBe(true);
    expect(seen).toEqual([true]);
    answer();
    await Promise.all([first, second]);
    await vi.waitFor(() => expect(hasPendingWrites('design-x')).toBe(false));
    stop();
    expect(seen).toEqual([true, false]);
  });

  it('all settle only once every design’s writes have answered, also writes queued while waiting', async () => {
    const answers: (() => void)[] = [];
    const held = () =>
      new Promise<void>((resolve) => {
        answers.push(resolve);
      });
    void enqueueDesignWrite('design-a', { send: held });
    void enqueueDesignWrite('design-b', { send: held });
    let settled = false;
    const all = allWritesSettled().then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.();
    // A write of a third design joins before the second answers: it is waited for too.
    void enqueueDesignWrite('design-c', { send: held });
    answers[1]?.();
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    expect(settled).toBe(false);
    answers[2]?.();
    await all;
    expect(settled).toBe(true);
    expect(['design-a', 'design-b', 'design-c'].some(hasPendingWrites)).toBe(false);
  });
});
