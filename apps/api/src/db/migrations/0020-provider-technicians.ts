import { type Kysely, sql } from 'kysely';

/** A provider's technicians (names), named on the designs of the jobs it is booked for (doc 001 §2 Vendor Information). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_providers add column technicians jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_providers drop column technicians`.execute(db);
}
