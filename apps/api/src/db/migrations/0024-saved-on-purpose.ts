import { type Kysely, sql } from 'kysely';

/**
 * Whether a design was saved to its account on purpose (Save, or a save asked for before signing
 * in), not only linked by opening it (doc 001 §4's load-time linking). My Estimates lists a design
 * still as the builder made it only when it was saved on purpose. Designs linked before this
 * migration keep their place in the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table designs add column saved_on_purpose boolean not null default false`.execute(db);
  await sql`update designs set saved_on_purpose = true where is_linked`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table designs drop column saved_on_purpose`.execute(db);
}
