import type { ColumnType } from 'kysely';
import type { JsonColumn, NullableJsonColumn, Timestamp } from './columns.ts';

/** Measure-and-install coverage (migration 0015): the retailer's stores and who serves from them. */
export interface StoresTable {
  store_number: number;
  full_name: string;
  name: string;
  zip_code: string;
  latitude: number;
  longitude: number;
}

export interface ServiceProvidersTable {
  id: string;
  name: string;
  phone: string;
  /** JSON list of technicians' names. */
  technicians: ColumnType<unknown, string | undefined, string>;
}

export interface ProviderStoresTable {
  provider_id: string;
  store_number: number;
  radius_miles: number;
}

/** A customer per account or guest session (exactly one owner), with its addresses and properties. */
export interface CustomersTable {
  id: string;
  owner_user_id: string | null;
  owner_session_id: string | null;
  store_number: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface AddressesTable {
  id: string;
  customer_id: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip_code: string;
  /** addressMatchKey of the domain: the same home however it is spelled. */
  match_key: string;
  normalized_by: number;
  requires_confirmation: boolean;
  created_at: Timestamp;
}

export interface PropertiesTable {
  id: string;
  customer_id: string;
  address_id: string;
  name: string;
  created_at: Timestamp;
}

/** Measure-and-install jobs (migration 0016). */
export interface JobsTable {
  id: string;
  job_uid: string;
  site_id: number;
  site_code: 'BDC' | 'THD';
  service_type: 'I' | 'M';
  status: 'pending' | 'booked' | 'added-to-cart' | 'cart-failed';
  customer_id: string;
  address_id: string;
  property_id: string;
  design_id: string | null;
  items: JsonColumn;
  options: JsonColumn;
  pricing: JsonColumn;
  retail_cents: number;
  cost_cents: number;
  created_by_user_id: string | null;
  created_by_role: string;
  booking: NullableJsonColumn;
  booked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cart_report: NullableJsonColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobDesignsTable {
  job_id: string;
  design_id: string;
  added_at: Timestamp;
}

/** The installation line of a job as the cart adds it. */
export interface JobConfigurationsTable {
  guid: string;
  job_id: string;
  options: JsonColumn;
  pricing: JsonColumn;
  retail_cents: number;
  cost_cents: number;
  created_at: Timestamp;
}
