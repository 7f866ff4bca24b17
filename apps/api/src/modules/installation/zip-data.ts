/// <reference path="./zipcodes.d.ts" />
import { createRequire } from 'node:module';
import { type ZipPlace, zip5 } from '@eb/domain/address';
import type * as Zipcodes from 'zipcodes';

/**
 * US ZIP data from the `zipcodes` package: five digits -> city, state, latitude, longitude. The data
 * is 5 MB of JavaScript, so it is read on the first lookup rather than when the server starts.
 */
let data: typeof Zipcodes | undefined;
const zipcodes = (): typeof Zipcodes => {
  data ??= createRequire(import.meta.url)('zipcodes') as typeof Zipcodes;
  return data;
};

/** The place of a US ZIP (or ZIP+4), or null when the data does not know it. Canadian codes are not ZIPs. */
export function lookupZip(zipCode: string): ZipPlace | null {
  const zip = zip5(zipCode);
  if (!/^\d{5}$/.test(zip)) return null;
  const record = zipcodes().lookup(zip);
  if (record?.country !== 'US' || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) return null;
  return { city: record.city, state: record.state, latitude: record.latitude, longitude: record.longitude };
}
