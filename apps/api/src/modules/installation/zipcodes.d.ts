/** The parts of the `zipcodes` package (offline US and Canadian postal codes) this module uses. */
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
  /** Whole miles between two codes, or null when either is unknown. */
  export function distance(zipA: string | number, zipB: string | number): number | null;
  export function radius(zip: string | number, miles: number, full?: false): string[];
  export function radius(zip: string | number, miles: number, full: true): ZipCodeRecord[];
}
