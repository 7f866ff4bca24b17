import { describe, expect, it } from 'vitest';
import { parseQuantity, quantityNote } from './cart-quantity-rules.ts';

describe('a typed cart quantity', () => {
  it('is taken as typed within 1 to 50, with nothing to say', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(quantityNote('4')).toBeNull();
    expect(quantityNote('50')).toBeNull();
    expect(quantityNote('1')).toBeNull();
  });

  it('is brought into range, and says why', () => {
    expect(parseQuantity('0')).toBe(1);
    expect(quantityNote('0')).toBe('A line holds at least 1. To take it out of the cart, use Remove.');
    expect(parseQuantity('75')).toBe(50);
    expect(quantityNote('75')).toBe('A line holds at most 50, as a window on a design does.');
  });

  it('ignores what is not a number', () => {
    expect(parseQuantity('')).toBeNull();
    expect(quantityNote('')).toBeNull();
    expect(quantityNote('abc')).toBeNull();
  });
});
