import type { DesignCommand } from '@eb/domain/commands/command';
import type { DesignGraph } from '@eb/domain/design';
import { type Changer, UNKNOWN_CHANGER } from '@eb/domain/live';

/**
 * The fields this tab changed lately, so that when someone else's change overwrites one of them
 * (last writer wins) the person here is told in a short notice rather than seeing it flip silently.
 */
export const RECENT_EDIT_MS = 15_000;

type Field = { key: string; what: 'design' | 'room' | 'window' };

/** The fields a command sets. Adds and deletes set none: they cannot overwrite an edit. */
export function fieldsOf(command: DesignCommand): Field[] {
  switch (command.type) {
    case 'batch':
      return command.commands.flatMap(fieldsOf);
    case 'design.rename':
      return [{ key: 'design:name', what: 'design' }];
    case 'room.rename':
      return [{ key: `room:${command.containerId}:name`, what: 'room' }];
    case 'window.rename':
      return [{ key: `window:${command.itemId}:label`, what: 'window' }];
    case 'windows.rename':
      return command.renames.map((rename) => ({ key: `window:${rename.itemId}:label`, what: 'window' as const }));
    case 'window.quantity':
      return [{ key: `window:${command.itemId}:quantity`, what: 'window' }];
    case 'window.product':
      return [{ key: `window:${command.itemId}:product`, what: 'window' }];
    case 'window.attributes':
      return Object.keys(command.values).map((name) => ({ key: `window:${command.itemId}:${name}`, what: 'window' as const }));
    case 'window.attributesRestore':
      return [...command.remove, ...command.put.map((attribute) => attribute.name)].map((name) => ({
        key: `window:${command.itemId}:${name}`,
        what: 'window' as const,
      }));
    default:
      return [];
  }
}

/** The windows and rooms a command takes away, as `window:{id}` and `room:{id}`. */
export function removedBy(command: DesignCommand): string[] {
  switch (command.type) {
    case 'batch':
      return command.commands.flatMap(removedBy);
    case 'windows.delete':
      return command.itemIds.map((itemId) => `window:${itemId}`);
    case 'room.delete':
      return [`room:${command.containerId}`];
    default:
      return [];
  }
}

/** The windows a command changes or adds. */
function windowsOf(command: DesignCommand): string[] {
  switch (command.type) {
    case 'batch':
      return command.commands.flatMap(windowsOf);
    case 'window.add':
    case 'window.rename':
    case 'window.quantity':
    case 'window.product':
    case 'window.attributes':
    case 'window.attributesRestore':
      return [command.itemId];
    case 'windows.rename':
      return command.renames.map((rename) => rename.itemId);
    case 'window.copy':
      return command.newItemIds;
    case 'windows.restore':
      return command.entries.map((entry) => entry.item.itemId);
    case 'room.restore':
      return command.items.map((item) => item.itemId);
    default:
      return [];
  }
}

/**
 * What someone else's command changed, in the keys of `fieldsOf` and `removedBy`: the fields it set,
 * the windows it changed or added, and the rooms those windows are in (`graph` is the design after
 * it). An undo that sets one of those fields again, or takes away one of those windows or rooms,
 * would lose their change.
 */
export function changedBy(command: DesignCommand, graph: DesignGraph): string[] {
  const keys = fieldsOf(command).map((field) => field.key);
  const windows = new Set(windowsOf(command));
  for (const item of graph.items) {
    if (!windows.has(item.itemId)) continue;
    keys.push(`window:${item.itemId}`, `room:${item.containerId}`);
  }
  if (command.type === 'room.rename') keys.push(`room:${command.containerId}`);
  return keys;
}

const edited = new Map<string, number>();

export function noteOwnEdit(command: DesignCommand, now = Date.now()): void {
  for (const field of fieldsOf(command)) edited.set(field.key, now);
}

/** 'Dana (rep) changed this window just now.', or 'You … in another tab', or 'Someone else …'. */
export function changeNotice(who: Changer, verb: 'changed' | 'deleted', what: Field['what']): string {
  switch (who.kind) {
    case 'you':
      return `You ${verb} this ${what} in another tab just now.`;
    case 'person':
      return `${who.name} ${verb} this ${what} just now.`;
    default:
      return `Someone else ${verb} this ${what} just now.`;
  }
}

/** The notice to show when someone else's command sets a field this tab changed lately, else null. */
export function overwriteNotice(command: DesignCommand, who: Changer = UNKNOWN_CHANGER, now = Date.now()): string | null {
  for (const field of fieldsOf(command)) {
    const at = edited.get(field.key);
    if (at !== undefined && now - at <= RECENT_EDIT_MS) {
      edited.delete(field.key);
      return changeNotice(who, 'changed', field.what);
    }
  }
  return null;
}

/** What this tab has open in a modal or an editor, as `window:{id}`, `room:{id}` or `design:{id}`. */
const editing = new Map<string, number>();

/** Notes that `key` is open in a modal or editor here; call the answer when it closes. */
export function noteEditing(key: string): () => void {
  editing.set(key, (editing.get(key) ?? 0) + 1);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    const left = (editing.get(key) ?? 1) - 1;
    if (left > 0) editing.set(key, left);
    else editing.delete(key);
  };
}

/** A window or room someone else's command takes away, and what they deleted (a room takes its windows). */
export interface TakenAway {
  key: string;
  what: 'room' | 'window';
}

/** What `command` takes away: its windows and rooms, and the windows of its rooms (`before` is the design before it). */
export function takenAwayBy(command: DesignCommand, before: DesignGraph): TakenAway[] {
  const taken: TakenAway[] = [];
  for (const key of removedBy(command)) {
    if (!key.startsWith('room:')) {
      taken.push({ key, what: 'window' });
      continue;
    }
    taken.push({ key, what: 'room' });
    const containerId = key.slice('room:'.length);
    for (const item of before.items) if (item.containerId === containerId) taken.push({ key: `window:${item.itemId}`, what: 'room' });
  }
  return taken;
}

/**
 * The notice to show when someone else takes away a window or room this tab has open in a modal or
 * an editor, or changed lately: its modal closes, or its edit is gone, and the person is told why.
 */
export function removalNotice(taken: readonly TakenAway[], who: Changer = UNKNOWN_CHANGER, now = Date.now()): string | null {
  for (const { key, what } of taken) {
    if (editing.has(key) || changedLately(key, now)) return changeNotice(who, 'deleted', what);
  }
  return null;
}

function changedLately(key: string, now: number): boolean {
  for (const [field, at] of edited) if (field.startsWith(`${key}:`) && now - at <= RECENT_EDIT_MS) return true;
  return false;
}

export function forgetOwnEdits(): void {
  edited.clear();
  editing.clear();
}
