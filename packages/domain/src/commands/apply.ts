import { type DesignGraph, ItemAttr } from '../design.ts';
import { DESIGN_SIZE_MESSAGES, ROOMS_PER_DESIGN_MAX, WINDOWS_PER_DESIGN_MAX } from '../limits.ts';
import { DESIGN_LOCKED_MESSAGE } from '../messages.ts';
import { applyDesignCommand } from './apply/design-commands.ts';
import { applyRoomCommand } from './apply/room-commands.ts';
import type { CommandContext, Step } from './apply/step.ts';
import { applyWindowCommand } from './apply/window-commands.ts';
import { applyWindowProductCommand } from './apply/window-product-commands.ts';
import type { DesignCommand, SingleCommand } from './command.ts';
import { CommandError } from './command-error.ts';
import { assertRestorable } from './deleted-windows.ts';
import { derive } from './derive.ts';
import { assertCommandAllowed } from './policy.ts';

export { designCopy } from './apply/design-copy.ts';
export { newRoom, newWindow } from './apply/new-entities.ts';
/*
 * How each kind of edit changes the graph lives in `apply/`, one concern a file (the design's
 * fields, rooms, windows, what is bought for a window); import it through this file only.
 */
export type { CommandContext } from './apply/step.ts';

export interface Applied {
  graph: DesignGraph;
  /** The command that puts the graph back as it was (what undo sends). */
  inverse: DesignCommand;
  /** False when the command changed nothing (no write, no new version). */
  changed: boolean;
}

/**
 * A command as the permission rules know it: a bulk rename is checked as the renames it holds;
 * design attributes and the zip code are the design's own fields, checked by their apply.
 */
function permissionSubjects(command: SingleCommand): SingleCommand[] {
  switch (command.type) {
    case 'windows.rename':
      return command.renames.map((rename) => ({ type: 'window.rename', itemId: rename.itemId, label: rename.label }));
    case 'design.attributes':
    case 'design.zipCode':
      return [];
    default:
      return [command];
  }
}

function applyOne(graph: DesignGraph, command: SingleCommand, context: CommandContext): Step | null {
  switch (command.type) {
    case 'design.rename':
    case 'design.zipCode':
    case 'design.attributes':
      return applyDesignCommand(graph, command, context);
    case 'room.add':
    case 'room.rename':
    case 'room.copy':
    case 'room.delete':
    case 'room.restore':
      return applyRoomCommand(graph, command);
    case 'window.add':
    case 'window.rename':
    case 'windows.rename':
    case 'window.copy':
    case 'windows.delete':
    case 'windows.restore':
      return applyWindowCommand(graph, command);
    case 'window.quantity':
    case 'window.attributes':
    case 'window.attributesRestore':
    case 'window.product':
      return applyWindowProductCommand(graph, command, context);
  }
}

/**
 * Commands that change no field `derive` reads (order, rooms of windows, products, quantities, purchase
 * options): the derived fields of a derived graph stay right, so the O(design) walk is skipped for them.
 */
const DERIVES_NOTHING: ReadonlySet<SingleCommand['type']> = new Set([
  'design.rename',
  'design.zipCode',
  'design.attributes',
  'room.rename',
  'window.rename',
  'windows.rename',
]);

/**
 * Edits whose checks read no derived field: one window's own fields (they read only that window), and
 * new rooms and windows (names and ids). In a batch, the derived fields they change (totals,
 * selections, letters, the rooms' lists) can wait until the batch's run of them ends: a bulk edit of
 * a thousand windows, or a save adding them, derives once, not after each window.
 */
const DERIVES_LATER: ReadonlySet<SingleCommand['type']> = new Set(['window.quantity', 'window.attributes', 'window.add', 'room.add']);

/** Refuses a design grown past its size (`WINDOWS_PER_DESIGN_MAX`, `ROOMS_PER_DESIGN_MAX`), checked as it grows. */
function assertDesignSize(graph: DesignGraph): void {
  const over = (list: readonly { isDeleted: boolean }[], max: number) =>
    list.length > max && list.reduce((live, entity) => (entity.isDeleted ? live : live + 1), 0) > max;
  if (over(graph.items, WINDOWS_PER_DESIGN_MAX)) throw new CommandError('VALIDATION_FAILED', DESIGN_SIZE_MESSAGES.windows);
  if (over(graph.containers, ROOMS_PER_DESIGN_MAX)) throw new CommandError('VALIDATION_FAILED', DESIGN_SIZE_MESSAGES.rooms);
}

/** Whether an edit leaves every derived field as it was: attributes do, unless a purchase option moves (it selects a window). */
function derivesNothing(single: SingleCommand): boolean {
  if (single.type === 'window.attributes') return !Object.hasOwn(single.values, ItemAttr.purchaseOption);
  if (single.type === 'window.attributesRestore') return false;
  return DERIVES_NOTHING.has(single.type);
}

/**
 * Applies a design edit to a graph: checks who may do it and the spec's rules, and answers the new
 * graph (derived fields recomputed, untouched entities kept by reference) with the inverse command.
 * The server and the web app both call this, so an edit means the same on both sides.
 */
export function applyCommand(graph: DesignGraph, command: DesignCommand, context: CommandContext): Applied {
  if (graph.design.isLockedOrOrdered) {
    throw new CommandError('DESIGN_LOCKED', DESIGN_LOCKED_MESSAGE);
  }
  const commands = command.type === 'batch' ? command.commands : [command];
  let current = graph;
  // Derived fields out of date: a run of edits in a batch that need none (`DERIVES_LATER`) derives
  // once at its end, not after each.
  let stale = false;
  const inverses: DesignCommand[] = [];
  for (const single of commands) {
    if (stale && !DERIVES_LATER.has(single.type)) {
      current = derive(current);
      stale = false;
    }
    for (const subject of permissionSubjects(single)) assertCommandAllowed(current, subject, context.actor);
    if (context.deletedWindow && !context.trusted && !('trusted' in context.actor)) {
      if (single.type === 'windows.restore')
        assertRestorable(
          single.entries.map((entry) => entry.item),
          context.deletedWindow,
        );
      else if (single.type === 'room.restore') assertRestorable(single.items, context.deletedWindow);
    }
    const result = applyOne(current, single, context);
    if (!result) continue;
    const grew = result.graph.items.length > current.items.length || result.graph.containers.length > current.containers.length;
    current = result.graph;
    if (grew) assertDesignSize(current);
    if (!derivesNothing(single)) stale = true;
    if (stale && !DERIVES_LATER.has(single.type)) {
      current = derive(current);
      stale = false;
    }
    inverses.unshift(result.inverse);
  }
  if (stale) current = derive(current);
  if (inverses.length === 0) return { graph, inverse: command, changed: false };
  if (current.containers.length === 0 && graph.containers.length > 0) {
    throw new CommandError('VALIDATION_FAILED', 'A design keeps at least one room.');
  }
  const flat = inverses.flatMap((inverse) => (inverse.type === 'batch' ? inverse.commands : [inverse]));
  const inverse: DesignCommand =
    flat.length === 1 ? (flat[0] as SingleCommand) : { type: 'batch', commands: flat as [SingleCommand, ...SingleCommand[]] };
  return { graph: current, inverse, changed: true };
}
