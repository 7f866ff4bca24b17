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
