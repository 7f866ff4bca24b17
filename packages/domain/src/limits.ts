/** Counting limits of doc 000 §5 and §9. */

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 50;
/** The quantity pick list: 1 to 50. */
export const QUANTITY_OPTIONS: readonly number[] = Array.from(
  { length: QUANTITY_MAX - QUANTITY_MIN + 1 },
  (_, index) => QUANTITY_MIN + index,
);

export function isValidQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX;
}

/**
 * How large one design may grow (the spec sets no bound; a caller must not be able to make a design
 * that stalls the server): twice the thousand-window job the builder is built to keep fast.
 */
export const WINDOWS_PER_DESIGN_MAX = 2000;
export const ROOMS_PER_DESIGN_MAX = 500;
export const DESIGN_SIZE_MESSAGES = {
  windows: `A design holds at most ${WINDOWS_PER_DESIGN_MAX.toLocaleString('en-US')} windows. Start another design for the rest.`,
  rooms: `A design holds at most ${ROOMS_PER_DESIGN_MAX} rooms. Start another design for the rest.`,
} as const;

/**
 * How many windows one room holds: 'Window 999' is the longest automatic name within a window name's
 * 10 characters (doc 000 §5), so every window of a full room can still be given one.
 */
export const WINDOWS_PER_ROOM_MAX = 999;
export const ROOM_SIZE_MESSAGE = `A room holds at most ${WINDOWS_PER_ROOM_MAX} windows. Add the rest to another room.`;

export const DUPLICATE_DEFAULT = 2;
export const DUPLICATE_MIN = 1;
/** The spec sets no upper bound; one request makes at most this many copies (a room holds them all). */
export const DUPLICATE_MAX = 50;

/** The confirm button is disabled below 1 (and, on our side, above the per-request cap). */
export function isDuplicateCountValid(value: number | ''): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= DUPLICATE_MIN && value <= DUPLICATE_MAX;
}

/**
 * The count the duplicate panel's field holds while it shows why confirming is refused: rounded to
 * an integer and empty ('') when not a number, but never raised to 1 or lowered to the cap, so the
 * person sees the number they typed beside the reason.
 */
export function readDuplicateCount(text: string): number | '' {
  if (text.trim() === '') return '';
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value) : '';
}

/** Why the duplicate panel's confirm is disabled for this count; null when it is enabled. */
export function duplicateCountProblem(count: number | ''): string | null {
  if (count === '') return 'Enter the number of copies.';
  if (count < DUPLICATE_MIN) return `Enter at least ${DUPLICATE_MIN} copy.`;
  if (count > DUPLICATE_MAX) return `You can make up to ${DUPLICATE_MAX} copies at a time.`;
  return null;
}
