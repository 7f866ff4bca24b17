import type { Timestamp } from './columns.ts';

export interface RepSignaturesTable {
  rep_id: string;
  site_id: number;
  name: string;
  email: string;
  phone: string;
  extension: string;
  updated_at: Timestamp;
}

/** The retailer site's broker follow-up: an identity saved a design (doc 001 §4, §7). */
export interface BrokerSavedDesignsTable {
  identity_id: string;
  design_id: string;
  design_name: string;
  configurator_code: string;
  saved_at: Timestamp;
}
