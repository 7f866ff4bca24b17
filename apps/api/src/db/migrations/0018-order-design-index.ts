import { type Kysely, sql } from 'kysely';

/** Designs tied to an order are found by their orderNumber attribute (change orders, the order page). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index design_attributes_order_number_idx on design_attributes (value) where name = 'orderNumber'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index design_attributes_order_number_idx`.execute(db);
}
