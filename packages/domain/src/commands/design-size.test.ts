import { describe, expect, it } from 'vitest';
import type { DesignGraph } from '../design.ts';
import { DESIGN_SIZE_MESSAGES, ROOMS_PER_DESIGN_MAX, WINDOWS_PER_DESIGN_MAX } from '../limits.ts';
import { applyCommand } from './apply.ts';
import type { SingleCommand } from './command.ts';
import { emptyDesign, id, refusal, shopper } from './test-graph.ts';

const room = (n: number): SingleCommand => ({ type: 'room.add', containerId: id(n) });
const windows = (containerId: string, from: number, count: number): SingleCommand[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'window.add', containerId, itemId: id(from + index), label: `W${index}` }));

function batch(graph: DesignGraph, commands: SingleCommand[]) {
  return applyCommand(graph, { type: 'batch', commands: commands as [SingleCommand, ...SingleCommand[]] }, shopper);
}

describe('how large a design may grow', () => {
  it(`holds ${WINDOWS_PER_DESIGN_MAX} windows, derived once for a save that adds them all, and refuses one more`, () => {
    const full = batch(emptyDesign(), [room(10), ...windows(id(10), 100_000, WINDOWS_PER_DESIGN_MAX)]).graph;
    expect(full.items).toHaveLength(WINDOWS_PER_DESIGN_MAX);
    // Derived at the end of the run: letters, the room's list and the design's.
    expect(full.items.at(-1)?.charLabel).toBe(String(WINDOWS_PER_DESIGN_MAX));
    expect(full.containers[0]?.items).toHaveLength(WINDOWS_PER_DESIGN_MAX);
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
    const answer = refusal(() => batch(emptyDesign(), [room(10), ...windows(id(10), 100_000, WINDOWS_PER_DESIGN_MAX + 1)]));
    expect(answer).toEqual({ code: 'VALIDATION_FAILED', message: DESIGN_SIZE_MESSAGES.windows });
  });

  it(`holds ${ROOMS_PER_DESIGN_MAX} rooms and refuses one more`, () => {
    const rooms = Array.from({ length: ROOMS_PER_DESIGN_MAX }, (_, index) => room(10 + index));
    const full = batch(emptyDesign(), rooms).graph;
    expect(full.containers).toHaveLength(ROOMS_PER_DESIGN_MAX);
    expect(refusal(() => applyCommand(full, room(5), shopper))).toEqual({ code: 'VALIDATION_FAILED', message: DESIGN_SIZE_MESSAGES.rooms });
  });

  it('reads the messages as a person would', () => {
    expect(DESIGN_SIZE_MESSAGES.windows).toBe('A design holds at most 2,000 windows. Start another design for the rest.');
    expect(DESIGN_SIZE_MESSAGES.rooms).toBe('A design holds at most 500 rooms. Start another design for the rest.');
  });
});
