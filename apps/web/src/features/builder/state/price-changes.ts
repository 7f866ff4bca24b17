import { designEndpoints } from '@eb/domain/endpoints/designs';
import type { PriceChanges } from '@eb/domain/price-changes';
import { call } from '../../../lib/api-client.ts';
import type { AppThunk } from '../../../lib/store-types.ts';

/**
 * What changed in a design's prices since it was saved or shared, per open design, asked once the
 * builder's reprice has brought its windows up to date. Kept beside the store rather than in it: it
 * is read by one panel and never persisted with the open designs. A dismissal is kept in local
 * storage per design and snapshot, so the panel stays closed until the design is saved or shared again.
 */

export const PRICE_CHANGE_DISMISSALS_KEY = 'eb.priceChangeDismissals.v1';
/** Enough for every design a shopper opens; the oldest go first. */
const MAX_DESIGNS = 200;

const answers = new Map<string, PriceChanges>();
const listeners = new Set<() => void>();
/** Design id to the snapshot time dismissed. */
let dismissals: Record<string, string> | null = null;

function readDismissals(): Record<string, string> {
  if (dismissals) return dismissals;
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(PRICE_CHANGE_DISMISSALS_KEY) ?? '{}');
    const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
    dismissals = Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    dismissals = {};
  }
  return dismissals;
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** The changes to show for a design: null when none, not asked yet, or dismissed for this snapshot. */
export function shownPriceChanges(designId: string): PriceChanges | null {
  const answer = answers.get(designId);
  if (!answer?.snapshot || answer.windows.length === 0) return null;
  return readDismissals()[designId] === answer.snapshot.takenAt ? null : answer;
}

/** For useSyncExternalStore. */
export function subscribePriceChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function priceChangesReceived(designId: string, answer: PriceChanges): void {
  answers.set(designId, answer);
  notify();
}

/** Closes the panel for this design until it is saved or shared again. */
export function dismissPriceChanges(designId: string): void {
  const takenAt = answers.get(designId)?.snapshot?.takenAt;
  if (!takenAt) return;
  const { [designId]: _previous, ...others } = readDismissals();
  // The design goes last, so trimming drops the designs dismissed longest ago.
  dismissals = Object.fromEntries([...Object.entries(others), [designId, takenAt] as const].slice(-MAX_DESIGNS));
  try {
    globalThis.localStorage?.setItem(PRICE_CHANGE_DISMISSALS_KEY, JSON.stringify(dismissals));
  } catch (error) {
    console.warn('The dismissed price changes could not be remembered after this page', error);
  }
  notify();
}

/** Asks what changed since the design was saved or shared; a failure only means no panel. */
export function loadPriceChanges(designId: string): AppThunk<Promise<void>> {
  return async () => {
    try {
      priceChangesReceived(designId, await call(designEndpoints.priceChanges, { params: { designId } }));
    } catch (error) {
      console.warn('The price changes could not be read', error);
    }
  };
}
