import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The design card's Checkout, reachable from the Professional Measure & Install modal: its 'Good
 * News!' step continues to checkout (doc 001 §2, §4), and that modal is also opened from the
 * estimate summary modal, outside the card. One offer per design whose card shows Checkout, with
 * the reason Checkout is off, if it is.
 */
export interface CheckoutOffer {
  run: () => void;
  reason: string | null;
  /**
   * Why the professional estimate path is off (doc 001 §5 'Pro checkout disabled for invalid items or
   * locked/ordered'): fewer reasons than Checkout's, a window without a product is measured blank.
   */
  proReason: string | null;
}

const offers = new Map<string, CheckoutOffer>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Offers a design's Checkout until the answered function withdraws it (a later offer replaces it). */
export function offerCheckout(designId: string, offer: CheckoutOffer): () => void {
  offers.set(designId, offer);
  notify();
  return () => {
    if (offers.get(designId) !== offer) return;
    offers.delete(designId);
    notify();
  };
}

const canRun = (offer: CheckoutOffer | null | undefined): offer is CheckoutOffer => Boolean(offer) && !offer?.reason;

/** Runs the design's Checkout as its card would; false when no card offers one or it is off. */
export function continueToCheckout(designId: string): boolean {
  const offer = offers.get(designId);
  if (!canRun(offer)) return false;
  offer.run();
  return true;
}

/** Offers the card's Checkout while the card is shown; always the latest `run`. */
export function useOfferCheckout(designId: string, run: () => void, reason: string | null, proReason: string | null): void {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  useEffect(() => offerCheckout(designId, { run: () => latest.current(), reason, proReason }), [designId, reason, proReason]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The design's Checkout as offered now, or null when no card offers one. */
export function useCheckoutOffer(designId: string): CheckoutOffer | null {
  return useSyncExternalStore(subscribe, () => offers.get(designId) ?? null);
}

/** Whether the design's Checkout can run now: a card offers it, with no reason it is off. */
export const useCheckoutReady = (designId: string): boolean => canRun(useCheckoutOffer(designId));
