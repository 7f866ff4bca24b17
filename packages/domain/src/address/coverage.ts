import { z } from 'zod';
import type { Role } from '../identity.ts';
import type { ZipPlace } from './verification.ts';

// --- Coverage ---

export const NO_PROVIDER_MESSAGE = 'Service providers are unavailable in your area at this time.';

/** The only service the coverage calls know: professional measure and install. */
export const MANDI_SERVICE = 1;

/** Doc 001 §3, §9: the store used when none is saved. */
export const DEFAULT_STORE = { storeId: 121, storeFullName: 'Cumberland Atlanta GA', storeName: 'Cumberland', zipcode: '30339' } as const;
const WHOLE_STORE_NUMBER = 'A store number is a whole number.';
/** A store number: a positive whole number that fits PostgreSQL's integer (a query's, once coerced, or a body's). */
export const storeNumberSchema = z.number().int(WHOLE_STORE_NUMBER).positive(WHOLE_STORE_NUMBER).max(2_147_483_647, WHOLE_STORE_NUMBER);
/** The refusal of a store number that is none of ours. */
export const noStoreMessage = (storeNumber: number) => `There is no store ${storeNumber}.`;

/** A store as storeInfo and the store lookups answer it (doc 001 §3, §7). */
export const storeInfoSchema = z.object({ storeId: z.number(), storeFullName: z.string(), storeName: z.string(), zipcode: z.string() });
export type StoreInfo = z.infer<typeof storeInfoSchema>;

/** check-store-availability: whether installers work around the store, and the store. */
export const storeAvailabilitySchema = z.object({ available: z.boolean(), store: storeInfoSchema });
export type StoreAvailability = z.infer<typeof storeAvailabilitySchema>;

/** check-availability: whether a service provider covers the ZIP. */
export const zipAvailabilitySchema = z.boolean();

/** Site 11's pro-availability (doc 001 §7): whether the caller has professional availability. */
export const proAvailabilityAnswerSchema = z.object({ result: z.boolean() });

/** Miles between two points on the earth, rounded, as the ZIP data package measures them. */
export function milesBetween(a: Pick<ZipPlace, 'latitude' | 'longitude'>, b: Pick<ZipPlace, 'latitude' | 'longitude'>): number {
  const rad = (degrees: number) => degrees * (Math.PI / 180);
  const cosine =
    Math.sin(rad(a.latitude)) * Math.sin(rad(b.latitude)) +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(a.longitude - b.longitude));
  return Math.round(Math.acos(Math.min(1, Math.max(-1, cosine))) * 3958.56540656);
}

/** The largest coverage radius a provider store may have: the coverage query looks this far. */
export const MAX_COVERAGE_RADIUS_MILES = 150;

export interface CoverageStore {
  storeNumber: number;
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

/** The stores whose provider covers a place (within the store's radius), nearest first. */
export function coveringStores<T extends CoverageStore>(place: Pick<ZipPlace, 'latitude' | 'longitude'>, stores: readonly T[]) {
  return stores
    .map((store) => ({ store, miles: milesBetween(place, store) }))
    .filter(({ store, miles }) => miles <= store.radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.store.storeNumber - b.store.storeNumber);
}

/** Doc 001 §4: reps always have professional availability; others have it when a provider covers them. */
export const proAvailability = (role: Role, covered: boolean): boolean => role === 'rep' || covered;
