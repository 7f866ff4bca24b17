import { type DesignGraph, EDITABLE_ITEM_ATTRIBUTES, type Item, ItemAttr, isMandiDesign } from '../design.ts';
import type { SingleCommand } from './command.ts';
import { CommandError } from './command-error.ts';

/** Who sends a command. Owning the design is checked by the server before any command runs. */
export interface CommandActor {
  role: 'guest' | 'consumer' | 'rep';
  repId: string | null;
}

/** Window attributes only reps write: their flag and notes panels (doc 000 §6). */
export const REP_ATTRIBUTES: ReadonlySet<string> = new Set([
  ItemAttr.flagNotes,
  ItemAttr.notes,
  ItemAttr.motorized,
  ItemAttr.specialtyShape,
]);
const MEASUREMENTS: ReadonlySet<string> = new Set([ItemAttr.width, ItemAttr.height, ItemAttr.depth]);

const forbid = (message: string): never => {
  throw new CommandError('FORBIDDEN', message);
};
const isRep = (actor: CommandActor) => actor.role === 'rep';

function windowOf(graph: DesignGraph, itemId: string): Item | undefined {
  return graph.items.find((item) => item.itemId === itemId);
}

/** Customers on a measure-and-install estimate cannot edit or delete its windows (doc 000 §6). */
function assertCanEditWindows(graph: DesignGraph, actor: CommandActor): void {
  if (isMandiDesign(graph.design) && !isRep(actor)) {
    forbid('Windows on a measure-and-install estimate can only be changed by an associate.');
  }
}

/** Duplicating windows: not invalid or discontinued ones; custom products only by associates (doc 000 §5, §6). */
function assertCanDuplicate(items: readonly Item[], actor: CommandActor): void {
  for (const item of items) {
    const product = item.itemProduct;
    if (!product) continue;
    if (product.productType === 'Custom' && !isRep(actor)) forbid('Windows with a custom product can only be duplicated by an associate.');
    if (!product.isValid || product.productStatus === 'Discontinued') {
      throw new CommandError(
        'VALIDATION_FAILED',
        `${item.label} has a product that must be edited, swapped or removed before it can be duplicated.`,
      );
    }
  }
}

function assertCanSetAttributes(graph: DesignGraph, names: readonly string[], reason: string | undefined, actor: CommandActor) {
  const mandi = isMandiDesign(graph.design);
  for (const name of names) {
    const editable = (EDITABLE_ITEM_ATTRIBUTES as readonly string[]).includes(name);
    if (!editable && !REP_ATTRIBUTES.has(name))
      throw new CommandError('VALIDATION_FAILED', `The window attribute ${name} cannot be changed.`);
    if (REP_ATTRIBUTES.has(name) && !isRep(actor)) forbid(`Only sales representatives can change ${name}.`);
    if (MEASUREMENTS.has(name) && mandi && !actor.repId) {
      forbid('Measurements on a measure-and-install estimate can only be changed by an associate.');
    }
    if (mandi && name !== ItemAttr.purchaseOption) {
      assertCanEditWindows(graph, actor);
      if (!REP_ATTRIBUTES.has(name) && !MEASUREMENTS.has(name) && !reason?.trim()) {
        throw new CommandError('VALIDATION_FAILED', 'Reason is required.');
      }
    }
  }
}

/** The permission rules of doc 000 §6 for one command; throws CommandError when the actor may not. */
export function assertCommandAllowed(graph: DesignGraph, command: SingleCommand, actor: CommandActor): void {
  switch (command.type) {
    case 'design.rename':
    case 'room.add':
    case 'room.rename':
      return;
    case 'room.copy': {
      assertCanEditWindows(graph, actor);
      assertCanDuplicate(
        graph.items.filter((item) => item.containerId === command.containerId),
        actor,
      );
      return;
    }
    case 'room.delete':
      if (graph.items.some((item) => item.containerId === command.containerId)) assertCanEditWindows(graph, actor);
      return;
    case 'room.restore':
      if (command.items.length > 0) assertCanEditWindows(graph, actor);
      return;
    case 'window.add':
    case 'window.rename':
    case 'windows.delete':
    case 'windows.restore':
      assertCanEditWindows(graph, actor);
      return;
    case 'window.copy': {
      assertCanEditWindows(graph, actor);
      const item = windowOf(graph, command.itemId);
      if (item) assertCanDuplicate([item], actor);
      return;
    }
    case 'window.quantity':
      if (isMandiDesign(graph.design)) forbid('Quantities cannot be changed on a measure-and-install estimate.');
      return;
    case 'window.attributes': {
      const item = windowOf(graph, command.itemId);
      if (item) assertCanSetAttributes(graph, Object.keys(command.values), command.reason, actor);
      return;
    }
    case 'window.attributesRestore': {
      const item = windowOf(graph, command.itemId);
      const names = [...command.remove, ...command.put.map((attribute) => attribute.name)];
      if (item) assertCanSetAttributes(graph, names, 'undo', actor);
      return;
    }
    case 'window.product': {
      assertCanEditWindows(graph, actor);
      const item = windowOf(graph, command.itemId);
      if (item?.itemProduct?.productType === 'Custom' && !isRep(actor)) forbid('This custom product can only be changed by an associate.');
      return;
    }
  }
}
