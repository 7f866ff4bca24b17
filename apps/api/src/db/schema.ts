import type { ColumnType } from 'kysely';

/** Timestamps come back as Date on both engines; inserts may pass a Date or leave the default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: 'consumer' | 'rep';
  rep_id: string | null;
  employee_id: string | null;
  identity_id: string;
  /** Moved on by sign-out (and a password change): sessions issued under an earlier epoch end. */
  session_epoch: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface DesignsTable {
  id: string;
  site_id: number;
  name: string;
  product_line: ColumnType<number, number | undefined, number>;
  zip_code: string | null;
  promo_code: string | null;
  promo_end_date: Timestamp | null;
  is_linked: ColumnType<boolean, boolean | undefined, boolean>;
  is_locked_or_ordered: ColumnType<boolean, boolean | undefined, boolean>;
  agreement_number: string | null;
  shared_email: string | null;
  shared_date: Timestamp | null;
  owner_session_id: string;
  owner_user_id: string | null;
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

export interface AnalyticsEventsTable {
  id: string;
  name: string;
  payload: ColumnType<unknown, string, string>;
  session_id: string;
  site_id: number;
  authentication_status: string;
  occurred_at: Timestamp;
  received_at: Timestamp;
}

export interface ConfigurationsTable {
  guid: string;
  product_id: string;
  /** numeric comes back as text from both engines. */
  width: ColumnType<string, number | string, number | string>;
  height: ColumnType<string, number | string, number | string>;
  /** JSON text: optionId -> choiceId. */
  choices: string;
  subtotal_cents: number;
  retail_cents: number;
  option_total_cents: number;
  is_valid: boolean;
  /** JSON text: the rule messages. */
  messages: string;
  /** The window it was configured for, as handed to the configurator (at most 10 characters). */
  window_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The session and account that made it: they alone may change it until it is placed on a window. */
  owner_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  owner_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Placed on a window: from then on only those who may change the designs holding it may change it. */
  is_placed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: string;
  site_id: number;
  /** What the mail is about: 'share', 'saved-design', ... */
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text_body: string;
  /** queued until delivered: 'sent' through SMTP, 'delivered-locally' to the built-in mailbox; 'failed' after the last attempt. */
  status: ColumnType<
    'queued' | 'sent' | 'delivered-locally' | 'failed',
    'queued' | undefined,
    'queued' | 'sent' | 'delivered-locally' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  message_id: string | null;
  created_by_user_id: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

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

/** Measure-and-install jobs (migration 0016): JSON columns are written as JSON text, read back parsed. */
export type JsonColumn = ColumnType<unknown, string, string>;
export type NullableJsonColumn = ColumnType<unknown, string | null | undefined, string | null>;

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

/** Idempotency-Key per caller: the request's hash and the first answer, replayed to a retry. */
export interface IdempotencyKeysTable {
  caller: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: Timestamp;
}

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

export interface Database {
  users: UsersTable;
  designs: DesignsTable;
  design_attributes: DesignAttributesTable;
  containers: ContainersTable;
  items: ItemsTable;
  item_attributes: ItemAttributesTable;
  attribute_changes: AttributeChangesTable;
  job_sessions: JobSessionsTable;
  job_session_designs: JobSessionDesignsTable;
  analytics_events: AnalyticsEventsTable;
  configurations: ConfigurationsTable;
  mail_outbox: MailOutboxTable;
  rep_signatures: RepSignaturesTable;
  broker_saved_designs: BrokerSavedDesignsTable;
  stores: StoresTable;
  service_providers: ServiceProvidersTable;
  provider_stores: ProviderStoresTable;
  customers: CustomersTable;
  addresses: AddressesTable;
  properties: PropertiesTable;
  jobs: JobsTable;
  job_designs: JobDesignsTable;
  job_configurations: JobConfigurationsTable;
  idempotency_keys: IdempotencyKeysTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  design_taxes: DesignTaxesTable;
  change_orders: ChangeOrdersTable;
}
