import { applyCommand } from '@eb/domain/commands/apply';
import type { SingleCommand } from '@eb/domain/commands/command';
import { emptyDesign, rep } from '@eb/domain/commands/test-graph';
import { DESIGN_SIZE_MESSAGES, ROOM_SIZE_MESSAGE, WINDOWS_PER_DESIGN_MAX, WINDOWS_PER_ROOM_MAX } from '@eb/domain/limits';
import { describe, expect, it } from 'vitest';
import { addWindow, copyWindow } from './builder-actions.ts';
import { designReceived } from './builder-slice.ts';
import { fakeCommandServer } from './command-server.test-support.ts';
import { createTestStore } from './store.test-support.ts';

/**
 * A design whose rooms hold `counts` windows each, built by one batch of the domain's commands (the
 * rules derive the graph once, where a command per window took seconds for 2,000).
 */
function fullDesign(counts: number[]) {
  let next = 0;
  const id = () => `00000000-0000-4000-9000-${String(++next).padStart(12, '0')}`;
  const commands: SingleCommand[] = counts.flatMap((count) => {
    const containerId = id();
    const windows = Array.from(
      { length: count },
      (_, index): SingleCommand => ({
        type: 'window.add',
        containerId,
        itemId: id(),
        label: `Window ${index + 1}`,
      }),
    );
    return [{ type: 'room.add', containerId } satisfies SingleCommand, ...windows];
  });
  const [first, ...rest] = commands;
  if (!first) throw new Error('A design needs a room.');
  return applyCommand(emptyDesign({}, id(), 'Estimate 1'), { type: 'batch', commands: [first, ...rest] }, rep).graph;
}

/** The page with one design open, its rooms holding `counts` windows each. */
function setUp(counts: number[]) {
  const start = fullDesign(counts);
  const store = createTestStore();
  store.dispatch(designReceived(start));
  const server = fakeCommandServer(start, { auto: true });
  const { designId } = start.design;
  const rooms = start.containers.map((room) => room.containerId);
  const windowCount = () => store.getState().builder.designs[designId]?.items.length;
  return { start, store, server, designId, rooms, windowCount };
}

describe('a full room or design, from the page', () => {
  it(`Add New Window and Duplicate on a room of ${WINDOWS_PER_ROOM_MAX} windows say why, and add nothing`, async () => {
    const { start, store, server, designId, rooms, windowCount } = setUp([WINDOWS_PER_ROOM_MAX]);
    expect(await store.dispatch(addWindow(designId, rooms[0] ?? ''))).toBeUndefined();
    expect(store.getState().ui.globalError?.message).toBe(ROOM_SIZE_MESSAGE);
    expect(windowCount()).toBe(WINDOWS_PER_ROOM_MAX);

    store.dispatch(copyWindow(designId, start.items[0]?.itemId ?? '', 1));
    expect(store.getState().ui.globalError?.message).toBe(ROOM_SIZE_MESSAGE);
    expect(windowCount()).toBe(WINDOWS_PER_ROOM_MAX);
    expect(server.sent).toHaveLength(0);
  });

  it(`Add New Window on a design of ${WINDOWS_PER_DESIGN_MAX} windows says to start another design`, async () => {
    const { store, server, designId, rooms, windowCount } = setUp([WINDOWS_PER_ROOM_MAX, WINDOWS_PER_ROOM_MAX, 2]);
    expect(windowCount()).toBe(WINDOWS_PER_DESIGN_MAX);
    // The third room has space of its own: the design is what is full.
    expect(await store.dispatch(addWindow(designId, rooms[2] ?? ''))).toBeUndefined();
    expect(store.getState().ui.globalError?.message).toBe(DESIGN_SIZE_MESSAGES.windows);
    expect(windowCount()).toBe(WINDOWS_PER_DESIGN_MAX);
    expect(server.sent).toHaveLength(0);
  });
});
