import type { ColumnType } from 'kysely';
import type { JsonColumn, Timestamp } from './columns.ts';

export interface DesignsTable {
  id: string;
  site_id: number;
  name: string;
  product_line: ColumnType<number, number | undefined, number>;
  zip_code: string | null;
  promo_code: string | null;
  promo_end_date: Timestamp | null;
  is_linked: ColumnType<boolean, boolean | undefined, boolean>;
  /** Saved to the account on purpose, not only linked by opening it (migration 0024). */
  saved_on_purpose: ColumnType<boolean, boolean | undefined, boolean>;
  is_locked_or_ordered: ColumnType<boolean, boolean | undefined, boolean>;
  agreement_number: string | null;
  shared_email: string | null;
  shared_date: Timestamp | null;
  owner_session_id: string;
  owner_user_id: string | null;
  /** The signed-in account that made it (a rep's list holds theirs; migration 0025). */
  made_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The signed-in account that shared it with a customer. */
  shared_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the design first joined an account (null while it has not). */
  linked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DesignAttributesTable {
  id: string;
  design_id: string;
  name: string;
  value: string | null;
}

export interface ContainersTable {
  id: string;
  design_id: string;
  name: string;
  container_type: number;
  char_label: string;
  position: number;
  created_at: Timestamp;
}

/** The product on a window, kept as the configured snapshot (see ItemProduct in the domain). */
export type ProductJson = ColumnType<unknown, string | null, string | null>;

export interface ItemsTable {
  id: string;
  design_id: string;
  container_id: string;
  label: string;
  item_type: number;
  item_source: number;
  quantity: ColumnType<number, number | undefined, number>;
  number_of_windows: ColumnType<number, number | undefined, number>;
  estimated_ship_date: ColumnType<string | null, string | null | undefined, string | null>; // ISO date text
  position: number;
  product: ProductJson;
  created_at: Timestamp;
}

export interface ItemAttributesTable {
  id: string;
  item_id: string;
  design_id: string;
  name: string;
  value: string | null;
  normalized_value: string | null;
  display_name: string | null;
  sort_index: ColumnType<number, number | undefined, number>;
  display_priority: ColumnType<number, number | undefined, number>;
}

export interface AttributeChangesTable {
  id: string;
  design_id: string;
  item_id: string | null;
  name: string;
  old_value: string | null;
  new_value: string | null;
  reason: string | null;
  changed_by: string;
  changed_at: Timestamp;
}

export interface JobSessionsTable {
  id: string;
  /** Who started it: the account when signed in, else the anonymous session (null on older sessions). */
  owner_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  owner_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface JobSessionDesignsTable {
  session_id: string;
  design_id: string;
  position: number;
}

/** What a window deleted from a design was (migration 0027): undo puts back only that. */
export interface DeletedWindowsTable {
  item_id: string;
  design_id: string;
  facts: JsonColumn;
  deleted_at: Timestamp;
}
