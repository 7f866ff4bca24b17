import { type Kysely, sql } from 'kysely';

/**
 * What each window deleted from a design was (its quantity, attributes and configuration), so undo
 * puts back only that window, as it was (`assertRestorable`). Written with the delete (again when
 * a window put back is deleted again), removed with its design.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deleted_windows (
      item_id uuid primary key,
      design_id uuid not null references designs (id) on delete cascade,
      facts jsonb not null,
      deleted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index deleted_windows_design on deleted_windows (design_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists deleted_windows`.execute(db);
}
