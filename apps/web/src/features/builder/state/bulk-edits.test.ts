import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { designReceived } from './builder-slice.ts';
import { applyBulkChange } from './bulk-edits.ts';
import { fakeCommandServer } from './command-server.test-support.ts';
import { selectionCleared, selectSelectedWindows, windowsPicked, windowToggled } from './selection-slice.ts';
import { createTestStore } from './store.test-support.ts';
import { undo } from './undo-actions.ts';

afterEach(() => vi.unstubAllGlobals());

/** Two rooms of three windows each. */
function setUp() {
  const start = graph('Hotel', [
    ['101', '102', '103'],
    ['201', '202', '203'],
  ]);
  const store = createTestStore();
  store.dispatch(designReceived(start));
  const server = fakeCommandServer(start, { auto: true });
  const { designId } = start.design;
  const ids = start.items.map((item) => item.itemId);
  const quantities = () => ids.map((itemId) => store.getState().builder.items[itemId]?.quantity);
  const selected = () => selectSelectedWindows(store.getState(), designId);
  return { store, server, designId, ids, quantities, selected };
}

describe('window selection', () => {
  it("shift-click selects every window from the last one ticked, across rooms, in the design's order", () => {
    const { store, designId, ids, selected } = setUp();
    store.dispatch(windowToggled(designId, ids[4] as string, true, false));
    store.dispatch(windowToggled(designId, ids[1] as string, true, true));
    expect(selected()).toEqual(ids.slice(1, 5));
    // Shift-click to untick takes the range from the last one clicked off the same way.
    store.dispatch(windowToggled(designId, ids[2] as string, false, true));
    expect(selected()).toEqual([ids[3], ids[4]]);
  });

  it("a room's Select all picks its windows, and Clear selection forgets them", () => {
    const { store, designId, ids, selected } = setUp();
    store.dispatch(windowsPicked({ designId, itemIds: ids.slice(3), picked: true }));
    expect(selected()).toEqual(ids.slice(3));
    store.dispatch(selectionCleared(designId));
    expect(selected()).toEqual([]);
  });
});

describe('applyBulkChange', () => {
  it('sets the quantity of every selected window as one command and one step of undo, and says what it did', async () => {
    const { store, server, designId, ids, quantities } = setUp();
    store.dispatch(windowsPicked({ designId, itemIds: ids.slice(0, 4), picked: true }));
    expect(store.dispatch(applyBulkChange(designId, { kind: 'quantity', quantity: 4 }))).toBe(true);
    expect(quantities()).toEqual([4, 4, 4, 4, 1, 1]);
    expect(store.getState().ui.toast).toMatchObject({ display: true, message: 'Quantity set to 4 on 4 windows.' });
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.command.type).toBe('batch');
    expect(server.graph().items.map((item) => item.quantity)).toEqual([4, 4, 4, 4, 1, 1]);
    const history = store.getState().designHistory.designs[designId];
    expect(history?.past.at(-1)?.label).toBe('change quantity on 4 windows');

    store.dispatch(undo(designId));
    expect(quantities()).toEqual([1, 1, 1, 1, 1, 1]);
    await vi.waitFor(() => expect(server.graph().items.map((item) => item.quantity)).toEqual([1, 1, 1, 1, 1, 1]));
  });

  it('sends nothing when every selected window already has the change, and says so', () => {
    const { store, server, designId, ids } = setUp();
    store.dispatch(windowsPicked({ designId, itemIds: ids, picked: true }));
    store.dispatch(applyBulkChange(designId, { kind: 'quantity', quantity: 1 }));
    expect(server.sent).toHaveLength(0);
    expect(store.getState().ui.toast).toMatchObject({
      message: 'Nothing to change: the selected windows already have it.',
      tone: 'notice',
    });
  });

  it('leaves windows without a product out of a purchase option, and names how many', () => {
    const { store, server, designId, ids } = setUp();
    store.dispatch(windowsPicked({ designId, itemIds: ids.slice(0, 2), picked: true }));
    store.dispatch(applyBulkChange(designId, { kind: 'purchaseOption', option: 'product-only' }));
    expect(server.sent).toHaveLength(0);
    expect(store.getState().ui.toast.message).toBe('Nothing to change: none of the selected windows has a product yet.');
  });
});
