import type { Item } from '../design.ts';
import { CommandError } from './command-error.ts';

/**
 * What a deleted window was, as far as anyone may change it: its quantity, its attributes (rep-only
 * notes and shapes among them) and the configuration on it. Undo puts a window back by sending it
 * whole; where the server remembers what was deleted (`CommandContext.deletedWindow`), a window put
 * back must be what was deleted, or a delete and a doctored restore would write what no edit may
 * (a rep's specialty shape dropped, a quantity changed on a design tied to an order).
 */
export interface DeletedWindow {
  quantity: number;
  attributes: Record<string, string | null>;
  configurationGuid: string | null;
}

export const RESTORE_REFUSED = 'Only a window deleted from this design can be put back, as it was.';

export function deletedWindowOf(item: Pick<Item, 'quantity' | 'attributes' | 'itemProduct'>): DeletedWindow {
  const attributes: Record<string, string | null> = {};
  for (const attribute of item.attributes) attributes[attribute.name] = attribute.value;
  return { quantity: item.quantity, attributes, configurationGuid: item.itemProduct?.configurationGuid ?? null };
}

function sameWindow(a: DeletedWindow, b: DeletedWindow): boolean {
  if (a.quantity !== b.quantity || a.configurationGuid !== b.configurationGuid) return false;
  const names = Object.keys(a.attributes);
  return (
    names.length === Object.keys(b.attributes).length &&
    names.every((name) => Object.hasOwn(b.attributes, name) && b.attributes[name] === a.attributes[name])
  );
}

/** Refuses windows put back that were not deleted from this design, or not as they were. */
export function assertRestorable(items: readonly Item[], deletedWindow: (itemId: string) => DeletedWindow | undefined): void {
  for (const item of items) {
    const was = deletedWindow(item.itemId);
    if (!was || !sameWindow(was, deletedWindowOf(item))) throw new CommandError('VALIDATION_FAILED', RESTORE_REFUSED);
  }
}
