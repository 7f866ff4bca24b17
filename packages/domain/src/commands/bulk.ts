import type { DesignGraph, Item, PurchaseOption } from '../design.ts';
import { itemAttribute } from '../design.ts';
import { isValidQuantity } from '../limits.ts';
import type { MountType } from '../mandi.ts';
import { type Actor, can, type DesignFacts, isInternal } from '../permissions.ts';
import type { BatchCommand, SingleCommand } from './command.ts';

/**
 * Bulk edits: one change put on many windows at once, sent as one batch command so it is one step of
 * undo and lands all or none. A rep quoting a hotel selects a room's windows (or a range with
 * shift-click) and sets their quantity, purchase option or mount type together.
 */

/** A change a bulk edit puts on every selected window it applies to. */
export type BulkChange =
  | { kind: 'quantity'; quantity: number }
  | { kind: 'purchaseOption'; option: PurchaseOption }
  | { kind: 'mountType'; mountType: MountType };

/** The most windows one bulk edit takes (a batch command's limit). */
export const BULK_EDIT_MAX = 2000;

/** Below this many windows, shoppers see no selection boxes (reps always do): a small design is edited window by window. */
export const BULK_SELECT_MIN_WINDOWS = 10;

export interface BulkControls {
  /** Whether the window cards and rooms show selection boxes at all. */
  selectable: boolean;
  quantity: boolean;
  purchaseOption: boolean;
  mountType: boolean;
}

/** Which bulk changes the actor may make on the design, from the permission table. */
export function bulkControls(actor: Actor, design: DesignFacts, windowCount: number): BulkControls {
  const target = { design };
  const quantity = can(actor, 'window.quantity', target);
  const purchaseOption = can(actor, 'window.purchaseOption', target);
  const mountType = design.isMandi && can(actor, 'window.editAttributes', target);
  const anything = quantity || purchaseOption || mountType;
  return {
    selectable: anything && windowCount > 1 && (isInternal(actor) || windowCount >= BULK_SELECT_MIN_WINDOWS),
    quantity,
    purchaseOption,
    mountType,
  };
}

/** Whether a change means anything on that window: a purchase option is chosen for a product. */
function appliesTo(item: Item, change: BulkChange): boolean {
  if (change.kind === 'purchaseOption') return item.itemProduct !== null;
  return true;
}

function alreadySet(item: Item, change: BulkChange): boolean {
  switch (change.kind) {
    case 'quantity':
      return item.quantity === change.quantity;
    case 'purchaseOption':
      return itemAttribute(item, 'purchaseOption') === change.option;
    case 'mountType':
      return (itemAttribute(item, 'mountType') ?? '').toLowerCase() === change.mountType;
  }
}

function commandFor(itemId: string, change: BulkChange): SingleCommand {
  switch (change.kind) {
    case 'quantity':
      return { type: 'window.quantity', itemId, quantity: change.quantity };
    case 'purchaseOption':
      return { type: 'window.attributes', itemId, values: { purchaseOption: change.option } };
    case 'mountType':
      return { type: 'window.attributes', itemId, values: { mountType: change.mountType } };
  }
}

export interface BulkPlan {
  /** The one command that makes the change, or null when no selected window would change. */
  command: SingleCommand | BatchCommand | null;
  /** Windows the change lands on. */
  changed: number;
  /** Selected windows that already had it. */
  unchanged: number;
  /** Selected windows it does not apply to (a purchase option on a window without a product). */
  skipped: number;
}

/**
 * The command that puts `change` on the selected windows of the design, in the design's order:
 * windows that already have it, and windows it does not apply to, are left out (and counted, so the
 * page can say so). Ids no longer in the design are ignored.
 */
export function planBulkChange(graph: DesignGraph, itemIds: readonly string[], change: BulkChange): BulkPlan {
  if (change.kind === 'quantity' && !isValidQuantity(change.quantity)) {
    throw new RangeError(`Quantity ${change.quantity} is out of range`);
  }
  const wanted = new Set(itemIds);
  const commands: SingleCommand[] = [];
  let unchanged = 0;
  let skipped = 0;
  for (const item of graph.items) {
    if (!wanted.has(item.itemId) || item.isDeleted) continue;
    if (!appliesTo(item, change)) skipped += 1;
    else if (alreadySet(item, change)) unchanged += 1;
    else commands.push(commandFor(item.itemId, change));
  }
  const [first, ...rest] = commands;
  const command = first === undefined ? null : rest.length === 0 ? first : { type: 'batch' as const, commands: [first, ...rest] };
  return { command, changed: commands.length, unchanged, skipped };
}

const windowsWord = (count: number) => `${count} ${count === 1 ? 'window' : 'windows'}`;

/** What a bulk edit did, said to the person: 'Quantity set to 2 on 5 windows. 1 window without a product was left as it was.' */
export function bulkChangeMessage(plan: Pick<BulkPlan, 'changed' | 'unchanged' | 'skipped'>, what: string): string {
  if (plan.changed === 0 && plan.unchanged === 0) return 'Nothing to change: none of the selected windows has a product yet.';
  const parts =
    plan.changed > 0 ? [`${what} on ${windowsWord(plan.changed)}.`] : ['Nothing to change: the selected windows already have it.'];
  if (plan.changed > 0 && plan.unchanged > 0) parts.push(`${windowsWord(plan.unchanged)} already had it.`);
  if (plan.skipped > 0) {
    const one = plan.skipped === 1;
    parts.push(`${windowsWord(plan.skipped)} without a product ${one ? 'was' : 'were'} left as ${one ? 'it was' : 'they were'}.`);
  }
  return parts.join(' ');
}

/** The windows between two windows of the design (both included), in the design's order: a shift-click's range. */
export function windowRange(orderedIds: readonly string[], from: string, to: string): string[] {
  const start = orderedIds.indexOf(from);
  const end = orderedIds.indexOf(to);
  if (start < 0 || end < 0) return end < 0 ? [] : [to];
  return orderedIds.slice(Math.min(start, end), Math.max(start, end) + 1);
}
