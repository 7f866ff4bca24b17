/**
 * Order numbers: ten lower-case letters and digits without the look-alikes (0/o, 1/i/l), so that the
 * Quote ID (the order number upper case, doc 001 §2) reads back unambiguously.
 */
export const ORDER_NUMBER_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const ORDER_NUMBER_LENGTH = 10;
export const ORDER_NUMBER_PATTERN = /^[2-9a-hjkmnp-z]{10}$/;
/** An order number as typed or shown (any case). */
export const isOrderNumber = (value: string) => ORDER_NUMBER_PATTERN.test(value.toLowerCase());

/** A new order number from random bytes (at least ORDER_NUMBER_LENGTH of them). */
export function orderNumberFrom(bytes: Uint8Array): string {
  if (bytes.length < ORDER_NUMBER_LENGTH) throw new Error(`An order number needs ${ORDER_NUMBER_LENGTH} random bytes.`);
  return Array.from(bytes.slice(0, ORDER_NUMBER_LENGTH), (byte) => ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length]).join('');
}
