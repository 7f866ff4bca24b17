import type { DesignCommand } from '@eb/domain/commands/command';

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

const edited = new Map<string, number>();

export function noteOwnEdit(command: DesignCommand, now = Date.now()): void {
  for (const field of fieldsOf(command)) edited.set(field.key, now);
}

/** The notice to show when someone else's command sets a field this tab changed lately, else null. */
export function overwriteNotice(command: DesignCommand, now = Date.now()): string | null {
  for (const field of fieldsOf(command)) {
    const at = edited.get(field.key);
    if (at !== undefined && now - at <= RECENT_EDIT_MS) {
      edited.delete(field.key);
      return `Someone else changed this ${field.what} just now.`;
    }
  }
  return null;
}

export function forgetOwnEdits(): void {
  edited.clear();
}
