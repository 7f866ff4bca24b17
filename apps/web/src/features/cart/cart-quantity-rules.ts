import { CART_QUANTITY_MAX } from '@eb/domain/commerce';

/** The cart page's quantity stepper (1 to 99, doc 001 §9 quantity limits): a step and typed text. */
export const CART_QUANTITY_MIN = 1;
export { CART_QUANTITY_MAX };

export const clampQuantity = (value: number) => Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, Math.round(value)));

/** Typed text as a quantity: whole numbers only, brought into 1..99; null for anything else. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return clampQuantity(Number(trimmed));
}

export const QUANTITY_HINT = `Enter a quantity from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}.`;
