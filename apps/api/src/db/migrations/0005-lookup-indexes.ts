import { type Kysely, sql } from 'kysely';

/**
 * Indexes for lookups that grow with the data: the windows holding a configuration (repricing on every
 * design load with products), and the rows a design's delete cascades to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index items_configuration_idx on items ((product ->> 'configurationGuid'))`.execute(db);
  await sql`create index attribute_changes_design_idx on attribute_changes (design_id)`.execute(db);
  await sql`create index job_session_designs_design_idx on job_session_designs (design_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index job_session_designs_design_idx`.execute(db);
  await sql`drop index attribute_changes_design_idx`.execute(db);
  await sql`drop index items_configuration_idx`.execute(db);
}
