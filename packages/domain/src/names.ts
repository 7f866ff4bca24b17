import { BAD_TEXT_MESSAGE, isCleanText } from './text.ts';

/**
 * The shared name validator of doc 000 §5: trimmed; empty, not unique (case-insensitive) or too long
 * gives the spec's sentence; null when the name is fine. The same function checks forms and requests.
 */

export const NAME_LIMITS = { design: 50, room: 100, window: 10, roomLabel: 10 } as const;

export const NAME_FIELDS = {
  design: 'Design name',
  estimate: 'Estimate name',
  room: 'Room name',
  window: 'Window name',
  roomLabel: 'Room label',
} as const;

export interface NameRule {
  /** The label the messages use, e.g. 'Window name'. */
  field: string;
  max: number;
  /** Names the new one must differ from (the edited item's own name left out). */
  existing: readonly string[];
}

export const emptyNameMessage = (field: string) => `Please enter a ${field}.`;
export const notUniqueMessage = (field: string) => `${field} must be unique.`;
export const tooLongMessage = (field: string, max: number) => `${field} must not exceed ${max} characters.`;

/** Spaces and characters that show nothing (zero-width spaces and joiners, word joiners, byte-order marks). */
const INVISIBLE = /[\s\p{Z}\p{Cf}]/gu;

/**
 * The characters of a name as a person counts them: an emoji is one, and so is an accented letter
 * typed as a letter and its accent (composed first). Code points, not UTF-16 units.
 */
export function nameLength(name: string): number {
  let count = 0;
  for (const _ of name.normalize('NFC')) count += 1;
  return count;
}

export function validateName(value: string, rule: NameRule): string | null {
  // A control character or a broken one is said here, under the field, not by the server afterwards.
  if (!isCleanText(value)) return BAD_TEXT_MESSAGE;
  const name = value.trim();
  // A name that shows nothing is empty, however many invisible characters it holds.
  if (name.replace(INVISIBLE, '').length === 0) return emptyNameMessage(rule.field);
  const lower = name.toLowerCase();
  if (rule.existing.some((other) => other.trim().toLowerCase() === lower)) return notUniqueMessage(rule.field);
  if (nameLength(name) > rule.max) return tooLongMessage(rule.field, rule.max);
  return null;
}

/** Design names: 'Design name' when adding or duplicating, 'Estimate name' when renaming. */
export function validateDesignName(
  value: string,
  otherDesignNames: readonly string[],
  action: 'add' | 'duplicate' | 'rename',
): string | null {
  const field = action === 'rename' ? NAME_FIELDS.estimate : NAME_FIELDS.design;
  return validateName(value, { field, max: NAME_LIMITS.design, existing: otherDesignNames });
}

/** Room names: unique among the other rooms of the design, at most 100 characters. */
export function validateRoomName(value: string, otherRoomNames: readonly string[]): string | null {
  return validateName(value, { field: NAME_FIELDS.room, max: NAME_LIMITS.room, existing: otherRoomNames });
}

/** Window names: unique among the other windows of the same room, at most 10 characters. */
export function validateWindowName(value: string, otherWindowNames: readonly string[]): string | null {
  return validateName(value, { field: NAME_FIELDS.window, max: NAME_LIMITS.window, existing: otherWindowNames });
}

/**
 * A room's char label given when copying a room (doc 000 §7 'Body name, label'): not empty, at most
 * 10 characters like a window name. Not unique: letters cycle after 26 rooms.
 */
export function validateRoomLabel(value: string): string | null {
  return validateName(value, { field: NAME_FIELDS.roomLabel, max: NAME_LIMITS.roomLabel, existing: [] });
}
