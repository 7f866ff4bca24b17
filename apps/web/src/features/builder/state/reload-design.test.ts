import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { renameWindow } from './builder-actions.ts';
import { designReceived } from './builder-slice.ts';
import { fakeCommandServer } from './command-server.test-support.ts';
import { reloadDesign } from './design-commands.ts';
import { createTestStore } from './store.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

function designOnServer(options: Parameters<typeof fakeCommandServer>[1] = {}) {
  const start = graph('Estimate 1', [['Window 1']]);
  const store = createTestStore();
  store.dispatch(designReceived(start));
  const server = fakeCommandServer(start, options);
  const itemId = start.items[0]?.itemId ?? '';
  const label = () => store.getState().builder.items[itemId]?.label;
  return { store, server, designId: start.design.designId, itemId, label };
}

// What Save and Share ask for after they changed a design's flags on the server (app/builder-plugins.tsx).
describe('loading an open design again', () => {
  it('waits for the design’s own edits to answer, then shows the server’s design, edits included', async () => {
    const { store, server, designId, itemId, label } = designOnServer();
    await store.dispatch(renameWindow(designId, itemId, 'Bay'));
    const reloaded = store.dispatch(reloadDesign(designId));
    await server.settle();
    // The rename is still on its way: nothing is loaded yet.
    expect(server.loads).toEqual([]);
    await server.answerNext();
    await server.answerNext();
    await expect(reloaded).resolves.toBe('loaded');
    expect(server.loads).toHaveLength(1);
    expect(label()).toBe('Bay');
    expect(store.getState().builder.designs[designId]?.version).toBe(2);
  });

  it('when the server cannot be reached, tells its caller only: the page shows no error and keeps the design', async () => {
    const { store, designId, label } = designOnServer({ auto: true, reachable: () => false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(store.dispatch(reloadDesign(designId))).resolves.toBe('failed');
    expect(store.getState().ui.globalError).toBeNull();
    expect(label()).toBe('Window 1');
  });

  it('says when the design is gone', async () => {
    const { store, server, designId } = designOnServer({ auto: true });
    server.deleteElsewhere();
    await expect(store.dispatch(reloadDesign(designId))).resolves.toBe('gone');
    expect(store.getState().ui.globalError).toBeNull();
  });
});
