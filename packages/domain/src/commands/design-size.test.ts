import { describe, expect, it } from 'vitest';
import type { DesignGraph } from '../design.ts';
import { DESIGN_SIZE_MESSAGES, ROOM_SIZE_MESSAGE, ROOMS_PER_DESIGN_MAX, WINDOWS_PER_DESIGN_MAX, WINDOWS_PER_ROOM_MAX } from '../limits.ts';
import { applyCommand } from './apply.ts';
import type { SingleCommand } from './command.ts';
import { emptyDesign, id, refusal, shopper } from './test-graph.ts';

const room = (n: number): SingleCommand => ({ type: 'room.add', containerId: id(n) });
const windows = (containerId: string, from: number, count: number): SingleCommand[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'window.add', containerId, itemId: id(from + index), label: `W${index}` }));

/** `count` windows in rooms of 500: rooms id(10), id(11), … */
const spread = (from: number, count: number): SingleCommand[] =>
  Array.from({ length: Math.ceil(count / 500) }, (_, r) => [
    room(10 + r),
    ...windows(id(10 + r), from + r * 500, Math.min(500, count - r * 500)),
  ]).flat();

function batch(graph: DesignGraph, commands: SingleCommand[]) {
  return applyCommand(graph, { type: 'batch', commands: commands as [SingleCommand, ...SingleCommand[]] }, shopper);
}

describe('how large a design may grow', () => {
  it(`holds ${WINDOWS_PER_DESIGN_MAX} windows, derived once for a save that adds them all, and refuses one more`, () => {
    const full = batch(emptyDesign(), spread(100_000, WINDOWS_PER_DESIGN_MAX)).graph;
    expect(full.items).toHaveLength(WINDOWS_PER_DESIGN_MAX);
    // Derived at the end of the run: letters, the rooms' lists and the design's.
    expect(full.items.at(-1)?.charLabel).toBe('500');
    expect(full.containers.map((container) => container.items.length)).toEqual([500, 500, 500, 500]);
    expect(full.design.items).toHaveLength(WINDOWS_PER_DESIGN_MAX);

    const more: SingleCommand = { type: 'window.add', containerId: id(10), itemId: id(900_000) };
    expect(refusal(() => applyCommand(full, more, shopper))).toEqual({ code: 'VALIDATION_FAILED', message: DESIGN_SIZE_MESSAGES.windows });
    // Copies count too; a window deleted makes room for one.
    const copies: SingleCommand = { type: 'window.copy', itemId: id(100_000), newItemIds: [id(900_001)] };
    expect(refusal(() => applyCommand(full, copies, shopper)).message).toBe(DESIGN_SIZE_MESSAGES.windows);
    const fewer = applyCommand(full, { type: 'windows.delete', itemIds: [id(100_001)] }, shopper).graph;
    expect(applyCommand(fewer, more, shopper).graph.items.filter((item) => !item.isDeleted)).toHaveLength(WINDOWS_PER_DESIGN_MAX);
  });

  it('refuses a save that would grow past the limit as a whole: nothing of it is applied', () => {
    const answer = refusal(() => batch(emptyDesign(), spread(100_000, WINDOWS_PER_DESIGN_MAX + 1)));
    expect(answer).toEqual({ code: 'VALIDATION_FAILED', message: DESIGN_SIZE_MESSAGES.windows });
  });

  it(`holds ${ROOMS_PER_DESIGN_MAX} rooms and refuses one more`, () => {
    const rooms = Array.from({ length: ROOMS_PER_DESIGN_MAX }, (_, index) => room(10 + index));
    const full = batch(emptyDesign(), rooms).graph;
    expect(full.containers).toHaveLength(ROOMS_PER_DESIGN_MAX);
    expect(refusal(() => applyCommand(full, room(5), shopper))).toEqual({ code: 'VALIDATION_FAILED', message: DESIGN_SIZE_MESSAGES.rooms });
  });

  it(`holds ${WINDOWS_PER_ROOM_MAX} windows in a room, each named automatically within 10 characters, and refuses one more`, () => {
    const adds = Array.from(
      { length: WINDOWS_PER_ROOM_MAX },
      (_, index): SingleCommand => ({ type: 'window.add', containerId: id(10), itemId: id(100_000 + index) }),
    );
    const full = batch(emptyDesign(), [room(10), ...adds]).graph;
    expect(full.items.map((item) => item.label).at(-1)).toBe('Window 999');
    const more: SingleCommand = { type: 'window.add', containerId: id(10), itemId: id(900_000) };
    expect(refusal(() => applyCommand(full, more, shopper))).toEqual({ code: 'VALIDATION_FAILED', message: ROOM_SIZE_MESSAGE });
    const copy: SingleCommand = { type: 'window.copy', itemId: id(100_000), newItemIds: [id(900_001)] };
    expect(refusal(() => applyCommand(full, copy, shopper)).message).toBe(ROOM_SIZE_MESSAGE);
    // Another room takes it; a window deleted here makes room, and the new one takes the freed name.
    expect(applyCommand(batch(full, [room(11)]).graph, { ...more, containerId: id(11) }, shopper).graph.items.at(-1)?.label).toBe(
      'Window 1',
    );
    const fewer = applyCommand(full, { type: 'windows.delete', itemIds: [id(100_499)] }, shopper).graph;
    expect(applyCommand(fewer, more, shopper).graph.items.at(-1)?.label).toBe('Window 500');
    // Windows put back count too.
    const template = full.items[0] as (typeof full.items)[number];
    const putBack: SingleCommand = {
      type: 'windows.restore',
      entries: [{ index: 0, item: { ...template, itemId: id(900_002), label: 'Extra' } }],
    };
    expect(refusal(() => applyCommand(full, putBack, shopper)).message).toBe(ROOM_SIZE_MESSAGE);
  });

  it("names a new window with the lowest free number when the next one would pass 10 characters ('Window 1000')", () => {
    const start = batch(emptyDesign(), [room(10), { type: 'window.add', containerId: id(10), itemId: id(100), label: 'Window 999' }]).graph;
    const added = applyCommand(start, { type: 'window.add', containerId: id(10), itemId: id(101) }, shopper).graph;
    expect(added.items.map((item) => item.label)).toEqual(['Window 999', 'Window 1']);
    const copied = applyCommand(added, { type: 'window.copy', itemId: id(100), newItemIds: [id(102), id(103)] }, shopper).graph;
    expect(copied.items.map((item) => item.label)).toEqual(['Window 999', 'Window 1', 'Window 2', 'Window 3']);
  });

  it('reads the messages as a person would', () => {
    expect(ROOM_SIZE_MESSAGE).toBe('A room holds at most 999 windows. Add the rest to another room.');
    expect(DESIGN_SIZE_MESSAGES.windows).toBe('A design holds at most 2,000 windows. Start another design for the rest.');
    expect(DESIGN_SIZE_MESSAGES.rooms).toBe('A design holds at most 500 rooms. Start another design for the rest.');
  });
});
