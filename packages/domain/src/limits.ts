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

export const DUPLICATE_DEFAULT = 2;
export const DUPLICATE_MIN = 1;
/** The spec sets no upper bound; one request makes at most this many copies (a room holds them all). */
export const DUPLICATE_MAX = 50;

/**
 * What the duplicate panel's count field holds after typing (doc 000 §5): rounded to an integer,
 * at least 1, and empty ('') when the text is not a number.
 */
export function parseDuplicateCount(text: string): number | '' {
  if (text.trim() === '') return '';
  const value = Number(text);
  if (!Number.isFinite(value)) return '';
  return Math.max(DUPLICATE_MIN, Math.round(value));
}

/** The confirm button is disabled below 1 (and, on our side, above the per-request cap). */
export function isDuplicateCountValid(value: number | ''): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= DUPLICATE_MIN && value <= DUPLICATE_MAX;
}
