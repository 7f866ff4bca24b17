import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, clampCartQuantity } from '@eb/domain/commerce';

/** The cart page's quantity stepper (the window's limits, doc 000 §9): a step and typed text. */
export { CART_QUANTITY_MAX, CART_QUANTITY_MIN };

export const clampQuantity = clampCartQuantity;

/** Typed text as a quantity: whole numbers only, brought into the cart's range; null for anything else. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return clampQuantity(Number(trimmed));
}

/**
 * Why a typed quantity was not taken as typed, or null when it was: 0 becomes 1 (taking a line out
 * is Remove's job) and more than the window allows becomes the most it allows. Said beside the field,
 * so a changed number never goes unexplained.
 */
export function quantityNote(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const typed = Number(trimmed);
  if (typed < CART_QUANTITY_MIN) return `A line holds at least ${CART_QUANTITY_MIN}. To take it out of the cart, use Remove.`;
  if (typed > CART_QUANTITY_MAX) return `A line holds at most ${CART_QUANTITY_MAX}, as a window on a design does.`;
  return null;
}
