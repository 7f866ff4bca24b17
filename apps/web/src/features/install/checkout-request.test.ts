import { describe, expect, it, vi } from 'vitest';
import { continueToCheckout, offerCheckout } from './checkout-request.ts';

describe("'Continue to Checkout' runs the design card's Checkout", () => {
  it('runs the Checkout offered for that design, and only that one', () => {
    const kitchen = vi.fn();
    const office = vi.fn();
    const withdrawKitchen = offerCheckout('kitchen', { run: kitchen, reason: null, proReason: null });
    const withdrawOffice = offerCheckout('office', { run: office, reason: null, proReason: null });
    expect(continueToCheckout('kitchen')).toBe(true);
    expect(kitchen).toHaveBeenCalledTimes(1);
    expect(office).not.toHaveBeenCalled();
    withdrawKitchen();
    withdrawOffice();
  });

  it('does nothing while Checkout is off, or once the card is gone', () => {
    const run = vi.fn();
    const withdraw = offerCheckout('off', { run, reason: 'Edit the highlighted products before checking out.', proReason: null });
    expect(continueToCheckout('off')).toBe(false);
    withdraw();
    offerCheckout('gone', { run, reason: null, proReason: null })();
    expect(continueToCheckout('gone')).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps a later offer when an earlier one is withdrawn after it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const withdrawFirst = offerCheckout('design', { run: first, reason: null, proReason: null });
    const withdrawSecond = offerCheckout('design', { run: second, reason: null, proReason: null });
    withdrawFirst();
    expect(continueToCheckout('design')).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    withdrawSecond();
  });
});
