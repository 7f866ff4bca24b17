import { type DesignGraph, EDITABLE_ITEM_ATTRIBUTES, type Item, ItemAttr, isMandiDesign } from '../design.ts';
import {
  type Action,
  type Actor,
  decide,
  designFactsOf,
  type Target,
  type Viewer,
  type WindowFacts,
  windowFactsOf,
} from '../permissions.ts';
import type { SingleCommand } from './command.ts';
import { CommandError } from './command-error.ts';

/**
 * Who sends a command. Owning the design is checked by the server before any command runs, so a
 * sender is its owner or a rep. A trusted context applies what was already checked (another tab's
 * change the server accepted, or putting back a change the server refused).
 */
export type CommandActor = Viewer | { trusted: true };

/** Window attributes only reps write: their flag and notes panels (doc 000 §6). */
export const REP_ATTRIBUTES: ReadonlySet<string> = new Set([
  ItemAttr.flagNotes,
  ItemAttr.notes,
  ItemAttr.motorized,
  ItemAttr.specialtyShape,
]);
const MEASUREMENTS: ReadonlySet<string> = new Set([ItemAttr.width, ItemAttr.height, ItemAttr.depth]);

const windowFacts = (item: Item): WindowFacts => windowFactsOf(item.label, item.itemProduct);
const windowsIn = (graph: DesignGraph, containerId: string) =>
  graph.items.filter((item) => item.containerId === containerId).map(windowFacts);
const windowOf = (graph: DesignGraph, itemId: string) => graph.items.find((item) => item.itemId === itemId);

/** What a window attribute's write is, in the permission table. */
function attributeAction(name: string): Action {
  if (REP_ATTRIBUTES.has(name)) return 'window.notes';
  if (MEASUREMENTS.has(name)) return 'window.measure';
  if (name === ItemAttr.purchaseOption) return 'window.purchaseOption';
  return 'window.editAttributes';
}

/** The permission-table checks a command needs: an action and the windows it touches. */
function checksOf(graph: DesignGraph, command: SingleCommand): { action: Action; target: Omit<Target, 'design'> }[] {
  switch (command.type) {
    case 'design.rename':
      return [{ action: 'design.rename', target: {} }];
    // Each attribute's own rule is read where the names are checked (design-attributes.ts).
    case 'design.attributes':
    case 'design.zipCode':
      return [{ action: 'design.setAttribute', target: {} }];
    case 'room.add':
      return [{ action: 'room.add', target: {} }];
    case 'room.rename':
      return [{ action: 'room.rename', target: {} }];
    case 'room.copy':
      return [{ action: 'room.duplicate', target: { windows: windowsIn(graph, command.containerId) } }];
    case 'room.delete':
      return [{ action: 'room.delete', target: { windows: windowsIn(graph, command.containerId) } }];
    // Undo of a room delete: the room comes back, and its windows with it.
    case 'room.restore':
      return [{ action: 'room.add', target: {} }, ...(command.items.length > 0 ? [{ action: 'window.add' as const, target: {} }] : [])];
    case 'window.add':
    case 'windows.restore':
      return [{ action: 'window.add', target: {} }];
    case 'window.rename':
    case 'windows.rename':
      return [{ action: 'window.rename', target: {} }];
    case 'window.copy': {
      const item = windowOf(graph, command.itemId);
      return [{ action: 'window.duplicate', target: { windows: item ? [windowFacts(item)] : [] } }];
    }
    case 'windows.delete':
      return [{ action: 'window.delete', target: {} }];
    case 'window.quantity':
      return [{ action: 'window.quantity', target: {} }];
    case 'window.attributes':
      return Object.keys(command.values).map((name) => ({ action: attributeAction(name), target: { attribute: name } }));
    case 'window.attributesRestore':
      return [...command.remove, ...command.put.map((attribute) => attribute.name)].map((name) => ({
        action: attributeAction(name),
        target: { attribute: name },
      }));
    case 'window.product': {
      const item = windowOf(graph, command.itemId);
      const windows = item ? [windowFacts(item)] : [];
      return [{ action: item?.itemProduct ? 'window.editProduct' : 'window.addProduct', target: { windows } }];
    }
  }
}

function checkAttributeNames(names: readonly string[]): void {
  for (const name of names) {
    if (!(EDITABLE_ITEM_ATTRIBUTES as readonly string[]).includes(name) && !REP_ATTRIBUTES.has(name)) {
      throw new CommandError('VALIDATION_FAILED', `The window attribute ${name} cannot be changed.`);
    }
  }
}

/** Mandi edits of the measured window need a reason (doc 000 §5 edit attributes form). */
function checkReason(graph: DesignGraph, names: readonly string[], reason: string | undefined): void {
  const needsReason = names.some((name) => attributeAction(name) === 'window.editAttributes');
  if (isMandiDesign(graph.design) && needsReason && !reason?.trim()) throw new CommandError('VALIDATION_FAILED', 'Reason is required.');
}

/** The permission table's answer for one command; throws CommandError when the actor may not. */
export function assertCommandAllowed(graph: DesignGraph, command: SingleCommand, actor: CommandActor): void {
  if ('trusted' in actor) return;
  const attributes =
    command.type === 'window.attributes'
      ? { names: Object.keys(command.values), reason: command.reason }
      : command.type === 'window.attributesRestore'
        ? { names: [...command.remove, ...command.put.map((attribute) => attribute.name)], reason: 'undo' }
        : null;
  if (attributes) checkAttributeNames(attributes.names);
  const sender: Actor = { ...actor, isOwner: true };
  const design = designFactsOf(graph.design);
  for (const { action, target } of checksOf(graph, command)) {
    const decision = decide(sender, action, { ...target, design });
    if (!decision.allowed) throw new CommandError(decision.code, decision.message);
  }
  if (attributes) checkReason(graph, attributes.names, attributes.reason);
}
