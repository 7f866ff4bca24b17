import type { ColumnType } from 'kysely';
import type { JsonColumn, Timestamp } from './columns.ts';

/** Commerce (migration 0017): carts, orders, payments, taxes per design, change orders. */
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface CartsTable {
  id: string;
  site_id: number;
  owner_user_id: string | null;
  owner_session_id: string | null;
  status: 'open' | 'ordered';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  id: string;
  cart_id: string;
  kind: 'product' | 'installation';
  configuration_guid: string;
  design_id: string | null;
  design_name: string;
  item_id: string | null;
  room_name: string | null;
  window_name: string | null;
  product_id: string | null;
  product_name: string;
  options: JsonColumn;
  width: Numeric;
  height: Numeric;
  unit_price_cents: number;
  unit_retail_cents: number;
  quantity: number;
  job_uid: string | null;
  position: number;
  added_at: Timestamp;
}

export interface OrdersTable {
  id: string;
  order_number: string;
  site_id: number;
  owner_user_id: string | null;
  owner_session_id: string | null;
  cart_id: string | null;
  status: 'placed' | 'paid' | 'cancelled';
  contact: JsonColumn;
  address: JsonColumn;
  product_cents: number;
  installation_cents: number;
  tax_cents: number;
  total_cents: number;
  payment_method: string | null;
  paid_at: NullableTime;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  kind: 'product' | 'installation';
  configuration_guid: string;
  line_item_group_guid: string;
  design_id: string | null;
  design_name: string;
  item_id: string | null;
  room_name: string | null;
  window_name: string | null;
  product_id: string | null;
  product_name: string;
  options: JsonColumn;
  width: Numeric;
  height: Numeric;
  unit_price_cents: number;
  unit_retail_cents: number;
  quantity: number;
  tax_cents: ColumnType<number, number | undefined, number>;
  job_uid: string | null;
  change_order_id: string | null;
  position: number;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  method: string;
  amount_cents: number;
  status: 'authorized' | 'captured' | 'failed';
  created_at: Timestamp;
}

export interface DesignTaxesTable {
  design_id: string;
  tax_cents: number;
  was_successful: boolean;
  order_number: string | null;
  jurisdiction: string | null;
  computed_at: Timestamp;
}

export interface ChangeOrdersTable {
  id: string;
  order_id: string;
  status: 'started' | 'lines-added' | 'completed';
  line_item_group_guids: ColumnType<unknown, string | undefined, string>;
  started_by_user_id: string | null;
  created_at: Timestamp;
  completed_at: NullableTime;
}
