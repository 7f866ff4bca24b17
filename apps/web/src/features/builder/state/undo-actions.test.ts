import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BusEvent, subscribe } from '../../../lib/event-bus.ts';
import { graph } from '../../../testing/graph-fixture.ts';
import { addWindow, deleteRoom, renameWindow, setItemAttributes, setQuantity } from './builder-actions.ts';
import { designReceived } from './builder-slice.ts';
import { fakeCommandServer } from './command-server.test-support.ts';
import { createTestStore } from './store.test-support.ts';
import { redo, undo } from './undo-actions.ts';

afterEach(() => vi.unstubAllGlobals());

function setUp(refuse?: (type: string) => string | null) {
  const start = graph('Estimate 1', [['Window 1'], ['Window 1']]);
  const store = createTestStore();
  store.dispatch(designReceived(start));
  const server = fakeCommandServer(start, { auto: true, refuse: refuse ? (command) => refuse(command.type) : undefined });
  const { designId } = start.design;
  const labels = () => store.getState().builder.designs[designId]?.items.map((id) => store.getState().builder.items[id]?.label);
  const history = () => store.getState().designHistory.designs[designId];
  return { start, store, server, designId, labels, history };
}

describe('undo and redo', () => {
  it('undo sends the inverse as a new command and redo does the edit again, on the page and the server', async () => {
    const { start, store, server, designId, labels } = setUp();
    const itemId = start.items[0]?.itemId ?? '';
    const roomId = start.containers[0]?.containerId ?? '';
    store.dispatch(renameWindow(designId, itemId, 'Bay'));
    await store.dispatch(addWindow(designId, roomId));
    store.dispatch(setQuantity(designId, itemId, 3));
    store.dispatch(setItemAttributes(designId, itemId, { width: '30', height: '40' }));
    expect(labels()).toEqual(['Bay', 'Window 1', 'Window 1']);

    for (let step = 0; step < 4; step += 1) expect(store.dispatch(undo(designId))).toBe(true);
    expect(store.dispatch(undo(designId))).toBe(false);
    expect(labels()).toEqual(['Window 1', 'Window 1']);
    expect(store.getState().builder.items[itemId]?.quantity).toBe(1);
    expect(store.getState().builder.items[itemId]?.attributes).toEqual([]);
    await vi.waitFor(() => expect(server.sent).toHaveLength(8));
    expect(server.graph().items.map((item) => item.label)).toEqual(['Window 1', 'Window 1']);

    for (let step = 0; step < 4; step += 1) store.dispatch(redo(designId));
    expect(labels()).toEqual(['Bay', 'Window 1', 'Window 1']);
    expect(store.getState().builder.items[itemId]?.quantity).toBe(3);
    await vi.waitFor(() => expect(server.sent).toHaveLength(12));
    expect(server.graph().items.map((item) => item.label)).toEqual(['Bay', 'Window 1', 'Window 1']);
    expect(store.getState().ui.globalError).toBeNull();
  });

  it('undoes the delete of the last room: the room and its window come back in place of the new one', async () => {
    const { start, store, designId } = setUp();
    const [first, second] = start.containers;
    store.dispatch(deleteRoom(designId, second?.containerId ?? ''));
    store.dispatch(deleteRoom(designId, first?.containerId ?? ''));
    const rooms = () => store.getState().builder.designs[designId]?.containers;
    expect(rooms()).toHaveLength(1);
    expect(rooms()?.[0]).not.toBe(first?.containerId);
    store.dispatch(undo(designId));
    store.dispatch(undo(designId));
    expect(rooms()).toEqual([first?.containerId, second?.containerId]);
  });

  it('a refused undo takes back what it showed, drops the history and keeps the reason', async () => {
    const reason = 'This design has been ordered or locked and can no longer be changed.';
    let refuse = false;
    const { start, store, designId, labels, history } = setUp(() => (refuse ? reason : null));
    store.dispatch(renameWindow(designId, start.items[0]?.itemId ?? '', 'Bay'));
    store.dispatch(renameWindow(designId, start.items[0]?.itemId ?? '', 'Nook'));
    await vi.waitFor(() => expect(store.getState().builder.designs[designId]?.version).toBe(3));
    refuse = true;
    store.dispatch(undo(designId));
    expect(labels()?.[0]).toBe('Bay');
    // Said as an undo that failed, not as a bare error.
    await vi.waitFor(() => expect(store.getState().ui.globalError?.message).toBe(`This can no longer be undone: ${reason}`));
    expect(labels()?.[0]).toBe('Nook');
    expect(history()).toMatchObject({ past: [], future: [], refused: reason });
    // Undo says why it is off; Redo simply has nothing to redo.
    expect(history()?.redoRefused).toBeUndefined();
  });

  it('a refused redo is said as such, and both buttons give the reason', async () => {
    const reason = 'This design has been ordered or locked and can no longer be changed.';
    let refuse = false;
    const { start, store, designId, labels, history } = setUp(() => (refuse ? reason : null));
    store.dispatch(renameWindow(designId, start.items[0]?.itemId ?? '', 'Bay'));
    store.dispatch(undo(designId));
    await vi.waitFor(() => expect(store.getState().builder.designs[designId]?.version).toBe(3));
    refuse = true;
    store.dispatch(redo(designId));
    await vi.waitFor(() => expect(store.getState().ui.globalError?.message).toBe(`This can no longer be redone: ${reason}`));
    expect(labels()?.[0]).toBe('Window 1');
    expect(history()).toMatchObject({ past: [], future: [], refused: reason, redoRefused: reason });
  });

  it('a purchase option picked is a tooltip selection update; undone, or refused and taken back, a revert', async () => {
    let refuse = false;
    const { start, store, designId } = setUp(() => (refuse ? 'Refused.' : null));
    const itemId = start.items[0]?.itemId ?? '';
    const events: BusEvent[] = [];
    const stop = subscribe((event) => {
      if (event.name.startsWith('item.tooltip')) events.push(event);
    });
    store.dispatch(setItemAttributes(designId, itemId, { purchaseOption: 'product-only' }));
    store.dispatch(setItemAttributes(designId, itemId, { width: '30' }));
    store.dispatch(undo(designId));
    store.dispatch(undo(designId));
    store.dispatch(redo(designId));
    await vi.waitFor(() => expect(store.getState().builder.designs[designId]?.version).toBe(6));
    refuse = true;
    store.dispatch(setItemAttributes(designId, itemId, { purchaseOption: 'do-not-include' }));
    await vi.waitFor(() => expect(store.getState().ui.globalError?.message).toBe('Refused.'));
    stop();
    expect(events.map((event) => [event.name, event.payload.purchaseOption])).toEqual([
      ['item.tooltipSelectionUpdate', 'product-only'],
      ['item.tooltipSelectionRevert', null],
      ['item.tooltipSelectionUpdate', 'product-only'],
      ['item.tooltipSelectionUpdate', 'do-not-include'],
      ['item.tooltipSelectionRevert', 'do-not-include'],
    ]);
    expect(events.every((event) => event.payload.itemId === itemId && event.payload.designId === designId)).toBe(true);
  });
});
