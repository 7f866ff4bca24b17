import type { UsersTable } from './schema/accounts.ts';
import type { AnalyticsEventsTable } from './schema/analytics.ts';
import type { ConfigurationsTable } from './schema/catalog.ts';
import type {
  CartLinesTable,
  CartsTable,
  ChangeOrdersTable,
  DesignTaxesTable,
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
} from './schema/commerce.ts';
import type {
  AttributeChangesTable,
  ContainersTable,
  DeletedWindowsTable,
  DesignAttributesTable,
  DesignsTable,
  ItemAttributesTable,
  ItemsTable,
  JobSessionDesignsTable,
  JobSessionsTable,
} from './schema/designs.ts';
import type { IdempotencyKeysTable, RateLimitsTable } from './schema/http.ts';
import type {
  AddressesTable,
  CustomersTable,
  JobConfigurationsTable,
  JobDesignsTable,
  JobsTable,
  PropertiesTable,
  ProviderStoresTable,
  ServiceProvidersTable,
  StoresTable,
} from './schema/installation.ts';
import type { MailOutboxTable } from './schema/mail.ts';
import type { BrokerSavedDesignsTable, RepSignaturesTable } from './schema/sharing.ts';

export type { UsersTable } from './schema/accounts.ts';
export type { AnalyticsEventsTable } from './schema/analytics.ts';
export type { ConfigurationsTable } from './schema/catalog.ts';
export type { JsonColumn, NullableJsonColumn, Timestamp } from './schema/columns.ts';
export type {
  CartLinesTable,
  CartsTable,
  ChangeOrdersTable,
  DesignTaxesTable,
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
} from './schema/commerce.ts';
export type {
  AttributeChangesTable,
  ContainersTable,
  DesignAttributesTable,
  DesignsTable,
  ItemAttributesTable,
  ItemsTable,
  JobSessionDesignsTable,
  JobSessionsTable,
  ProductJson,
} from './schema/designs.ts';
export type { IdempotencyKeysTable, RateLimitsTable } from './schema/http.ts';
export type {
  AddressesTable,
  CustomersTable,
  JobConfigurationsTable,
  JobDesignsTable,
  JobsTable,
  PropertiesTable,
  ProviderStoresTable,
  ServiceProvidersTable,
  StoresTable,
} from './schema/installation.ts';
export type { MailOutboxTable } from './schema/mail.ts';
export type { BrokerSavedDesignsTable, RepSignaturesTable } from './schema/sharing.ts';

/** Kysely's view of the database: each module's tables are typed in schema/<module>.ts. */
export interface Database {
  users: UsersTable;
  designs: DesignsTable;
  design_attributes: DesignAttributesTable;
  containers: ContainersTable;
  items: ItemsTable;
  deleted_windows: DeletedWindowsTable;
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
  rate_limits: RateLimitsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  design_taxes: DesignTaxesTable;
  change_orders: ChangeOrdersTable;
}
