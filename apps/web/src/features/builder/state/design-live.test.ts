import type { DesignCommand } from '@eb/domain/commands/command';
import type { Changer } from '@eb/domain/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { addRoom, addWindow, renameWindow } from './builder-actions.ts';
import { designReceived } from './builder-slice.ts';
import { fakeCommandServer } from './command-server.test-support.ts';
import { TAB_ORIGIN } from './design-commands.ts';
import { designEventReceived } from './design-live.ts';
import { OVERWRITTEN_REASON } from './history-slice.ts';
import { forgetOwnEdits, noteEditing } from './recent-edits.ts';
import { createTestStore } from './store.test-support.ts';
import { undo } from './undo-actions.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOwnEdits();
});

function setUp(rooms: string[][], auto = true) {
  const start = graph('Estimate 1', rooms);
  const store = createTestStore();
  store.dispatch(designReceived(start));
  const server = fakeCommandServer(start, { auto });
  const { designId } = start.design;
  const ids = start.items.map((item) => item.itemId);
  const label = (index: number) => store.getState().builder.items[ids[index] ?? '']?.label;
  const version = () => store.getState().builder.designs[designId]?.version;
  /** Someone else's edit: made on the server and reported by the stream. */
  const elsewhere = (command: DesignCommand, origin = 'other-tab', who?: Changer) => {
    const next = server.applyElsewhere(command);
    store.dispatch(designEventReceived(designId, { type: 'change', designId, version: next, command, origin }, who));
    return next;
  };
  return { start, store, server, designId, ids, label, version, elsewhere };
}

describe('following a design’s change stream', () => {
  it('applies someone else’s change that follows our version, touching only what it changed', () => {
    const { store, ids, label, version, elsewhere } = setUp([['Window 1', 'Window 2']]);
    const untouched = store.getState().builder.items[ids[1] ?? ''];
    elsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Bay' });
    expect(label(0)).toBe('Bay');
    expect(version()).toBe(2);
    expect(store.getState().builder.items[ids[1] ?? '']).toBe(untouched);
  });

  it('skips our own change but moves the version on', () => {
    const { store, designId, version } = setUp([['Window 1']]);
    store.dispatch(
      designEventReceived(designId, {
        type: 'change',
        designId,
        version: 2,
        command: { type: 'design.rename', name: 'Mine' },
        origin: TAB_ORIGIN,
      }),
    );
    expect(store.getState().builder.designs[designId]?.name).toBe('Estimate 1');
    expect(version()).toBe(2);
  });

  it('our own change that comes after a missed one loads the design again', async () => {
    const { store, server, designId, ids, label } = setUp([['Window 1']]);
    server.applyElsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Bay' });
    const v3 = server.applyElsewhere({ type: 'window.quantity', itemId: ids[0] ?? '', quantity: 2 });
    store.dispatch(
      designEventReceived(designId, {
        type: 'change',
        designId,
        version: v3,
        command: { type: 'window.quantity', itemId: ids[0] ?? '', quantity: 2 },
        origin: TAB_ORIGIN,
      }),
    );
    await vi.waitFor(() => expect(label(0)).toBe('Bay'));
  });

  it('loads the design again after a gap, a change without its command, or a reload', async () => {
    const { store, server, designId, ids, label } = setUp([['Window 1']]);
    // Two changes elsewhere; only the second is heard.
    server.applyElsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Bay' });
    const v3 = server.applyElsewhere({ type: 'window.quantity', itemId: ids[0] ?? '', quantity: 3 });
    store.dispatch(
      designEventReceived(designId, {
        type: 'change',
        designId,
        version: v3,
        command: { type: 'window.quantity', itemId: ids[0] ?? '', quantity: 3 },
      }),
    );
    await vi.waitFor(() => expect(label(0)).toBe('Bay'));
    expect(server.loads).toHaveLength(1);

    const v4 = server.applyElsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Nook' });
    store.dispatch(designEventReceived(designId, { type: 'change', designId, version: v4 }));
    await vi.waitFor(() => expect(label(0)).toBe('Nook'));

    server.applyElsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Den' });
    store.dispatch(designEventReceived(designId, { type: 'reload', designId, version: 5 }));
    await vi.waitFor(() => expect(label(0)).toBe('Den'));
    expect(server.loads).toHaveLength(3);
  });

  it('a design deleted elsewhere is closed here with a notice, not left to fail at the next edit', async () => {
    const { store, server, designId } = setUp([['Window 1']]);
    const version = server.deleteElsewhere();
    store.dispatch(designEventReceived(designId, { type: 'reload', designId, version }));
    await vi.waitFor(() => expect(store.getState().builder.openDesignIds).toEqual([]));
    expect(store.getState().builder.designs[designId]).toBeUndefined();
    expect(store.getState().builder.newDesignModalOpen).toBe(true);
    expect(store.getState().ui.toast).toMatchObject({
      display: true,
      message: 'Estimate 1 was deleted elsewhere, so it is closed here.',
      tone: 'notice',
    });
    expect(store.getState().ui.globalError).toBeFalsy();
  });

  it('a welcome newer than our version (changes missed while offline) loads the design again', async () => {
    const { store, server, designId, ids, label } = setUp([['Window 1']]);
    const version = server.applyElsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Bay' });
    store.dispatch(designEventReceived(designId, { type: 'welcome', designId, viewerId: 'v1', personKey: 'p1', version }));
    await vi.waitFor(() => expect(label(0)).toBe('Bay'));
  });

  it('says so when someone else’s change overwrites a field we just changed (last writer wins)', async () => {
    const { store, designId, ids, label, version, elsewhere } = setUp([['Window 1']]);
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    await vi.waitFor(() => expect(version()).toBe(2));
    elsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Theirs' });
    expect(label(0)).toBe('Theirs');
    expect(store.getState().ui.toast).toMatchObject({
      display: true,
      message: 'Someone else changed this window just now.',
      tone: 'notice',
    });
  });

  it('names who overwrote the field when the stream knows them: a person viewing, or the viewer in another tab', async () => {
    const { store, designId, ids, version, elsewhere } = setUp([['Window 1', 'Window 2']]);
    const toast = () => store.getState().ui.toast;
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    await vi.waitFor(() => expect(version()).toBe(2));
    elsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Theirs' }, 'rep-tab', { kind: 'person', name: 'Dana (rep)' });
    expect(toast()).toMatchObject({ display: true, message: 'Dana (rep) changed this window just now.' });
    // Nothing left to undo: the reason names her too.
    expect(store.getState().designHistory.designs[designId]?.refused).toBe(
      'Dana (rep) changed this since: it can no longer be undone here.',
    );

    store.dispatch(renameWindow(designId, ids[1] ?? '', 'Here'));
    await vi.waitFor(() => expect(version()).toBe(4));
    elsewhere({ type: 'window.quantity', itemId: ids[1] ?? '', quantity: 2 }, 'my-other-tab', { kind: 'you' });
    expect(toast()?.message).toBe('Dana (rep) changed this window just now.');
    elsewhere({ type: 'window.rename', itemId: ids[1] ?? '', label: 'There' }, 'my-other-tab', { kind: 'you' });
    expect(toast()).toMatchObject({ display: true, message: 'You changed this window in another tab just now.' });
    expect(store.getState().designHistory.designs[designId]?.refused).toBe(
      'You changed this in another tab since: it can no longer be undone here.',
    );
  });

  it('names who deleted a window open here', () => {
    const { store, ids, elsewhere } = setUp([['Window 1', 'Window 2']]);
    const closed = noteEditing(`window:${ids[1]}`);
    elsewhere({ type: 'windows.delete', itemIds: [ids[1] ?? ''] }, 'shopper-tab', { kind: 'person', name: 'Sam' });
    expect(store.getState().ui.toast).toMatchObject({ display: true, message: 'Sam deleted this window just now.' });
    closed();
  });

  it('undo no longer takes back a field someone else changed since; undo of other fields stays', async () => {
    const { store, designId, ids, label, version, elsewhere } = setUp([['Window 1', 'Window 2']]);
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    store.dispatch(renameWindow(designId, ids[1] ?? '', 'Also mine'));
    await vi.waitFor(() => expect(version()).toBe(3));
    elsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Theirs' });
    const history = () => store.getState().designHistory.designs[designId];
    expect(history()?.past.map((step) => step.label)).toEqual(['rename window']);
    expect(store.dispatch(undo(designId))).toBe(true);
    await vi.waitFor(() => expect(label(1)).toBe('Window 2'));
    expect(store.dispatch(undo(designId))).toBe(false);
    expect(label(0)).toBe('Theirs');
  });

  it('with nothing left to undo after someone else’s change, the buttons say why', async () => {
    const { store, designId, ids, version, elsewhere } = setUp([['Window 1']]);
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    await vi.waitFor(() => expect(version()).toBe(2));
    elsewhere({ type: 'window.quantity', itemId: ids[0] ?? '', quantity: 3 });
    expect(store.getState().designHistory.designs[designId]?.past).toHaveLength(1);
    elsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Theirs' });
    expect(store.getState().designHistory.designs[designId]).toEqual({ past: [], future: [], refused: OVERWRITTEN_REASON });
  });

  it('undo of an added window goes when someone else has changed that window since, not when they changed another', async () => {
    const { start, store, designId, ids, version, elsewhere } = setUp([['Window 1']]);
    const containerId = start.containers[0]?.containerId ?? '';
    const added = (await store.dispatch(addWindow(designId, containerId))) ?? '';
    await vi.waitFor(() => expect(version()).toBe(2));
    const history = () => store.getState().designHistory.designs[designId];
    elsewhere({ type: 'window.rename', itemId: ids[0] ?? '', label: 'Theirs' });
    expect(history()?.past.map((step) => step.label)).toEqual(['add window']);
    elsewhere({ type: 'window.quantity', itemId: added, quantity: 2 });
    expect(history()).toEqual({ past: [], future: [], refused: OVERWRITTEN_REASON });
    expect(store.dispatch(undo(designId))).toBe(false);
    expect(store.getState().builder.items[added]?.quantity).toBe(2);
  });

  it('undo of an added room goes when someone else has added a window to it since', async () => {
    const { store, designId, version, elsewhere } = setUp([['Window 1']]);
    const room = (await store.dispatch(addRoom(designId))) ?? '';
    await vi.waitFor(() => expect(version()).toBe(2));
    elsewhere({ type: 'window.add', containerId: room, itemId: crypto.randomUUID(), label: 'Theirs' });
    expect(store.getState().designHistory.designs[designId]).toEqual({ past: [], future: [], refused: OVERWRITTEN_REASON });
  });

  it('says so when someone else deletes a window this tab has open in a modal or an editor', () => {
    const { store, ids, elsewhere } = setUp([['Window 1', 'Window 2']]);
    const closed = noteEditing(`window:${ids[1]}`);
    elsewhere({ type: 'windows.delete', itemIds: [ids[1] ?? ''] });
    expect(store.getState().builder.items[ids[1] ?? '']).toBeUndefined();
    expect(store.getState().ui.toast).toMatchObject({ display: true, message: 'Someone else deleted this window just now.' });
    closed();
  });

  it('says the room went when someone else deletes the room of a window open here', () => {
    const { start, store, ids, elsewhere } = setUp([['Window 1'], ['Window 2']]);
    noteEditing(`window:${ids[1]}`);
    elsewhere({ type: 'room.delete', containerId: start.containers[1]?.containerId ?? '' });
    expect(store.getState().ui.toast).toMatchObject({ display: true, message: 'Someone else deleted this room just now.' });
  });

  it('says so when someone else deletes a window this tab changed lately', async () => {
    const { store, designId, ids, version, elsewhere } = setUp([['Window 1', 'Window 2']]);
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    await vi.waitFor(() => expect(version()).toBe(2));
    elsewhere({ type: 'windows.delete', itemIds: [ids[0] ?? ''] });
    expect(store.getState().ui.toast).toMatchObject({ display: true, message: 'Someone else deleted this window just now.' });
  });

  it('a window deleted elsewhere that this tab neither has open nor changed shows no notice, nor one closed here before', () => {
    const { store, ids, elsewhere } = setUp([['Window 1', 'Window 2', 'Window 3']]);
    const closed = noteEditing(`window:${ids[1]}`);
    closed();
    closed();
    elsewhere({ type: 'windows.delete', itemIds: [ids[0] ?? '', ids[1] ?? ''] });
    expect(store.getState().builder.items[ids[0] ?? '']).toBeUndefined();
    expect(store.getState().ui.toast.display).toBe(false);
  });

  it('someone else’s change to another window shows no notice', async () => {
    const { store, designId, ids, version, elsewhere } = setUp([['Window 1', 'Window 2']]);
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    await vi.waitFor(() => expect(version()).toBe(2));
    elsewhere({ type: 'window.rename', itemId: ids[1] ?? '', label: 'Theirs' });
    expect(store.getState().ui.toast.display).toBe(false);
  });

  it('puts someone else’s change under our edits still on their way, without loading the design', async () => {
    const { store, server, designId, ids, label, version, elsewhere } = setUp([['Window 1', 'Window 2']], false);
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    store.dispatch(renameWindow(designId, ids[1] ?? '', 'Also mine'));
    // The server took someone else's edit first; ours are still waiting for their answers.
    elsewhere({ type: 'window.quantity', itemId: ids[0] ?? '', quantity: 4 });
    expect(version()).toBe(2);
    expect(label(0)).toBe('Mine');
    expect(label(1)).toBe('Also mine');
    expect(store.getState().builder.items[ids[0] ?? '']?.quantity).toBe(4);
    await server.answerNext();
    await server.answerNext();
    expect(version()).toBe(4);
    expect(server.loads).toHaveLength(0);
    expect(server.graph().items.map((item) => [item.label, item.quantity])).toEqual([
      ['Mine', 4],
      ['Also mine', 1],
    ]);
  });

  it('an edit of ours that lands after a change we have not heard of yet loads the design, not skipping that change', async () => {
    const { store, server, designId, ids, label, version } = setUp([['Window 1', 'Window 2']], false);
    store.dispatch(renameWindow(designId, ids[0] ?? '', 'Mine'));
    // Someone else's edit lands first on the server, and its event is late.
    server.applyElsewhere({ type: 'window.rename', itemId: ids[1] ?? '', label: 'Theirs' });
    await server.answerNext();
    await server.answerNext();
    await vi.waitFor(() => expect(label(1)).toBe('Theirs'));
    expect(label(0)).toBe('Mine');
    expect(version()).toBe(3);
    expect(server.loads).toHaveLength(1);
  });
});
