import type { DesignCommand } from '@eb/domain/commands/command';

/**
 * Undo and redo of one design's edits. Each step keeps the command that was done and its inverse;
 * undo sends the inverse (another command through the same write path), redo sends the command
 * again. At least 50 steps are kept per design; a new edit clears what could be redone.
 */
export const HISTORY_LIMIT = 100;

export interface Step {
  /** What the user did, in words ('Rename window', 'Delete room'). */
  label: string;
  command: DesignCommand;
  inverse: DesignCommand;
}

export interface History {
  past: Step[];
  future: Step[];
}

export const emptyHistory: History = { past: [], future: [] };

export function recorded(history: History, step: Step): History {
  const past = [...history.past, step];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}

/** The step undo would take back, if any. */
export const nextUndo = (history: History): Step | undefined => history.past.at(-1);
export const nextRedo = (history: History): Step | undefined => history.future.at(-1);

/**
 * After an undo landed: the step moves to the redo list. Redo sends the inverse of what undo sent,
 * as the apply reported it (it names exactly what to do again).
 */
export function undone(history: History, redo: DesignCommand): History {
  const step = history.past.at(-1);
  if (!step) return history;
  return { past: history.past.slice(0, -1), future: [...history.future, { ...step, command: redo }] };
}

/** After a redo landed: the step goes back on the undo list with the inverse the redo answered. */
export function redone(history: History, inverse: DesignCommand): History {
  const step = history.future.at(-1);
  if (!step) return history;
  return { past: [...history.past, { ...step, inverse }], future: history.future.slice(0, -1) };
}

/**
 * Someone else just changed the design. A step whose undo (or redo) `overwrites` their change would
 * lose it silently: it is dropped, with every step that can only come after it (the older undos, the
 * later redos). The other steps stay.
 */
export function withoutOverwrites(history: History, overwrites: (command: DesignCommand) => boolean): History {
  const lastUndo = history.past.findLastIndex((step) => overwrites(step.inverse));
  const lastRedo = history.future.findLastIndex((step) => overwrites(step.command));
  if (lastUndo < 0 && lastRedo < 0) return history;
  return { past: history.past.slice(lastUndo + 1), future: history.future.slice(lastRedo + 1) };
}

/** Words for each kind of edit, for the buttons' titles ('Undo rename window'). */
export function describeCommand(command: DesignCommand): string {
  switch (command.type) {
    case 'design.rename':
      return 'rename design';
    case 'design.zipCode':
    case 'design.attributes':
      return 'change design details';
    case 'room.add':
    case 'room.restore':
      return 'add room';
    case 'room.rename':
      return 'rename room';
    case 'room.copy':
      return 'duplicate room';
    case 'room.delete':
      return 'delete room';
    case 'window.add':
    case 'windows.restore':
      return 'add window';
    case 'window.rename':
    case 'windows.rename':
      return 'rename window';
    case 'window.copy':
      return 'duplicate window';
    case 'windows.delete':
      return 'delete window';
    case 'window.quantity':
      return 'change quantity';
    case 'window.attributes':
      return attributesLabel(Object.keys(command.values));
    case 'window.attributesRestore':
      return attributesLabel([...command.remove, ...command.put.map((attribute) => attribute.name)]);
    case 'window.product':
      return command.product ? 'change product' : 'remove product';
    case 'batch':
      return batchLabel(command.commands);
  }
}

/** A batch of one kind of window edit (a bulk edit) names it and how many windows: 'change quantity on 5 windows'. */
function batchLabel(commands: readonly DesignCommand[]): string {
  const labels = new Set(commands.map(describeCommand));
  const windows = new Set(commands.flatMap((command) => ('itemId' in command ? [command.itemId] : [])));
  if (labels.size !== 1 || windows.size !== commands.length) return 'change';
  return `${[...labels][0]} on ${windows.size} windows`;
}

const MEASUREMENTS = new Set(['width', 'height', 'depth']);
const ATTRIBUTE_WORDS: Record<string, string> = {
  notes: 'change notes',
  flagNotes: 'change flag',
  purchaseOption: 'change purchase option',
  category: 'change category',
  mountType: 'change mount type',
};

/** What a change of window attributes is called: its one kind when it has one, else 'change window details'. */
function attributesLabel(names: readonly string[]): string {
  if (names.length > 0 && names.every((name) => MEASUREMENTS.has(name))) return 'change measurements';
  const words = new Set(names.map((name) => ATTRIBUTE_WORDS[name] ?? 'change window details'));
  return words.size === 1 ? ([...words][0] as string) : 'change window details';
}
