import { coveringStores, DEFAULT_STORE, MAX_COVERAGE_RADIUS_MILES, type StoreInfo, type ZipPlace } from '@eb/domain/address';
import type { JobProvider } from '@eb/domain/design-blocks';
import type { Db, Tx } from '../../db/database.ts';
import { lookupZip } from './zip-data.ts';

/** Miles in one degree of latitude, a little under the true ~69.05 so the band never falls short. */
const MILES_PER_DEGREE_LATITUDE = 68.5;

export interface CoveringStore {
  storeNumber: number;
  providerId: string;
  radiusMiles: number;
  miles: number;
}

/**
 * The provider stores covering a place, nearest first: one query for the stores in a latitude band
 * as wide as the largest radius (indexed), then the exact distance against each store's radius.
 */
export async function coverageAt(db: Db | Tx, place: Pick<ZipPlace, 'latitude' | 'longitude'>): Promise<CoveringStore[]> {
  const band = MAX_COVERAGE_RADIUS_MILES / MILES_PER_DEGREE_LATITUDE;
  const rows = await db
    .selectFrom('provider_stores')
    .innerJoin('stores', 'stores.store_number', 'provider_stores.store_number')
    .select(['stores.store_number', 'stores.latitude', 'stores.longitude', 'provider_stores.provider_id', 'provider_stores.radius_miles'])
    .where('stores.latitude', '>=', place.latitude - band)
    .where('stores.latitude', '<=', place.latitude + band)
    .execute();
  const candidates = rows.map((row) => ({
    storeNumber: row.store_number,
    providerId: row.provider_id,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMiles: row.radius_miles,
  }));
  return coveringStores(place, candidates).map(({ store, miles }) => ({
    storeNumber: store.storeNumber,
    providerId: store.providerId,
    radiusMiles: store.radiusMiles,
    miles,
  }));
}

/** Whether a provider covers a ZIP; a ZIP the data does not know is not covered. */
export async function isZipCovered(db: Db | Tx, zipCode: string): Promise<boolean> {
  const place = lookupZip(zipCode);
  if (!place) return false;
  return (await coverageAt(db, place)).length > 0;
}

/**
 * The provider a booking names (doc 001 §2 Vendor Information): the one whose store nearest the ZIP
 * covers it, with its phone and technicians; null where no provider covers the ZIP.
 */
export async function nearestProvider(db: Db | Tx, zipCode: string): Promise<JobProvider | null> {
  const place = lookupZip(zipCode);
  const nearest = place ? (await coverageAt(db, place))[0] : undefined;
  if (!nearest) return null;
  const row = await db
    .selectFrom('service_providers')
    .select(['name', 'phone', 'technicians'])
    .where('id', '=', nearest.providerId)
    .executeTakeFirst();
  if (!row) return null;
  const technicians = typeof row.technicians === 'string' ? JSON.parse(row.technicians) : row.technicians;
  return {
    name: row.name,
    phone: row.phone,
    technicians: Array.isArray(technicians) ? technicians.filter((name) => typeof name === 'string') : [],
  };
}

interface StoreRow {
  store_number: number;
  full_name: string;
  name: string;
  zip_code: string;
  latitude: number;
  longitude: number;
}

export const presentStore = (row: Pick<StoreRow, 'store_number' | 'full_name' | 'name' | 'zip_code'>): StoreInfo => ({
  storeId: row.store_number,
  storeFullName: row.full_name,
  storeName: row.name,
  zipcode: row.zip_code,
});

async function storeRow(db: Db, storeNumber: number): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('store_number', '=', storeNumber).executeTakeFirst();
}

export async function findStore(db: Db, storeNumber: number): Promise<StoreInfo | null> {
  const row = await storeRow(db, storeNumber);
  return row ? presentStore(row) : null;
}

/** A store is available when a provider covers the store's own place (its ZIP). */
export async function storeAvailability(db: Db, storeNumber: number): Promise<{ available: boolean; store: StoreInfo } | null> {
  const row = await storeRow(db, storeNumber);
  if (!row) return null;
  const covering = await coverageAt(db, row);
  return { available: covering.length > 0, store: presentStore(row) };
}

/** The store saved for a customer, or the default store 121 when none is (doc 001 §3, §4). */
export function storeOrDefault(saved: StoreInfo | null | undefined): StoreInfo {
  return saved ?? { ...DEFAULT_STORE };
}
