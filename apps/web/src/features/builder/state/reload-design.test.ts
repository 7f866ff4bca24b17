import { afterEach, describe, expect, it, vi } from 'vitest';
import { renameWindow } from './builder-actions.ts';
import { designOnServer, stubNetwork } from './command-server.test-support.ts';
import { reloadDesign } from './design-commands.ts';

const labelOf = (store: ReturnType<typeof designOnServer>['store'], itemId: string) => store.getState().builder.items[itemId]?.label;

afterEach(() => vi.unstubAllGlobals());

// What Save and Share ask for after they changed a design's flags on the server (app/builder-plugins.tsx).
describe('loading an open design again', () => {
  it('waits for the design’s own edits to answer, then shows the server’s design, edits included', async () => {
    const { store, server, designId, itemId } = designOnServer();
    await store.dispatch(renameWindow(designId, itemId, 'Bay'));
    const reloaded = store.dispatch(reloadDesign(designId));
    await server.settle();
    // The rename is still on its way: nothing is loaded yet.
    expect(server.loads).toEqual([]);
    await server.answerNext();
    await server.answerNext();
    await expect(reloaded).resolves.toBe('loaded');
    expect(server.loads).toHaveLength(1);
    expect(labelOf(store, itemId)).toBe('Bay');
    expect(store.getState().builder.designs[designId]?.version).toBe(2);
  });

  it('when the server cannot be reached, tells its caller only: the page shows no error and keeps the design', async () => {
    const { store, designId, itemId } = designOnServer({ auto: true, reachable: () => false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(store.dispatch(reloadDesign(designId))).resolves.toBe('failed');
    expect(store.getState().ui.globalError).toBeNull();
    expect(labelOf(store, itemId)).toBe('Window 1');
  });

  it('offline with an edit waiting, answers at once that the load comes later, and loads once the edit went out', async () => {
    let online = false;
    const network = stubNetwork(() => online);
    const { store, server, designId, itemId } = designOnServer({ auto: true, reachable: () => online });
    await store.dispatch(renameWindow(designId, itemId, 'Bay'));
    // What a Save that went through waits for before it is done: not for the network.
    await expect(store.dispatch(reloadDesign(designId))).resolves.toBe('later');
    expect(server.loads).toEqual([]);
    online = true;
    network.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.loads).toHaveLength(1));
    expect(server.sent.map((sent) => sent.command)).toEqual([{ type: 'window.rename', itemId, label: 'Bay' }]);
    expect(labelOf(store, itemId)).toBe('Bay');
    expect(store.getState().builder.designs[designId]?.version).toBe(2);
  });

  it('says when the design is gone', async () => {
    const { store, server, designId } = designOnServer({ auto: true });
    server.deleteElsewhere();
    await expect(store.dispatch(reloadDesign(designId))).resolves.toBe('gone');
    expect(store.getState().ui.globalError).toBeNull();
  });
});
