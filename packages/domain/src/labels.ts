/** Default names and auto-numbered labels of doc 000 §3, §5 and §9. */

export const DEFAULT_ESTIMATE_NAME = 'Estimate 1';
export const ROOM_LABEL_TEMPLATE = 'Room {{num}}';
export const WINDOW_LABEL_TEMPLATE = 'Window {{num}}';
/** Designs after the first: 'Design N'. */
export const DESIGN_NAME_TEMPLATE = 'Design {{num}}';
const NUM = '{{num}}';

/** New designs are named 'Design N' where N is the count of open designs plus one. */
export function nextDesignName(openDesignCount: number): string {
  return DESIGN_NAME_TEMPLATE.replace(NUM, String(Math.max(0, Math.trunc(openDesignCount)) + 1));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What names made from a template look like ('Window 12' for 'Window {{num}}'), trimmed and in any
 * case, with the number captured; null for a template without {{num}}.
 */
export function numberedLabelPattern(template: string): RegExp | null {
  const at = template.indexOf(NUM);
  if (at < 0) return null;
  return new RegExp(`^${escapeRegExp(template.slice(0, at))}(\\d{1,9})${escapeRegExp(template.slice(at + NUM.length))}$`, 'i');
}

/**
 * Replaces the {{num}} placeholder with the highest number already used by names of the same
 * pattern, plus one ('Window 1', 'Window 4' -> 'Window 5'). Names are compared trimmed and
 * case-insensitively; with none, the number is 1. When that name would be longer than `maxLength`
 * (a room holding 'Window 999' would get 'Window 1000', past the window name's 10 characters), the
 * lowest number not in use whose name fits is taken instead, so adding a window never fails on a name
 * nobody typed; with none free, the name past the limit is answered (its check says why).
 */
export function nextNumberedLabel(template: string, existing: readonly string[], maxLength = Number.POSITIVE_INFINITY): string {
  const pattern = numberedLabelPattern(template);
  if (!pattern) return template;
  const used = new Set<number>();
  let highest = 0;
  for (const name of existing) {
    const match = pattern.exec(name.trim());
    if (!match) continue;
    const number = Number(match[1]);
    used.add(number);
    highest = Math.max(highest, number);
  }
  const named = (number: number) => template.replace(NUM, String(number));
  const next = named(highest + 1);
  if (next.length <= maxLength) return next;
  for (let number = 1; named(number).length <= maxLength; number++) if (!used.has(number)) return named(number);
  return next;
}

/** A room's char label: a letter from its index modulo 26, the first room being A. */
export function roomCharLabel(index: number): string {
  const position = ((Math.trunc(index) % 26) + 26) % 26;
  return String.fromCharCode(65 + position);
}

/**
 * The window name handed to the configurator (doc 000 §9): room char label, window char label and
 * room name, truncated to the window name limit of 10.
 */
export function configuratorWindowName(roomCharLabel: string, windowCharLabel: string, roomName: string): string {
  return `${roomCharLabel}${windowCharLabel} ${roomName}`.slice(0, 10);
}
