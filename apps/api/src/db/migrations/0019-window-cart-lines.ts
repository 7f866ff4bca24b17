import { type Kysely, sql } from 'kysely';

/**
 * A cart line is a window (or a job's installation), not a configuration: windows made with Duplicate
 * share their configuration, and each is bought. Lines from a design are unique by window; lines of
 * a configuration alone (no window) stay unique by configuration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cart_lines drop constraint cart_lines_cart_id_configuration_guid_key`.execute(db);
  await sql`create unique index cart_lines_window_idx on cart_lines (cart_id, item_id) where item_id is not null`.execute(db);
  await sql`create unique index cart_lines_configuration_idx on cart_lines (cart_id, configuration_guid) where item_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index cart_lines_configuration_idx`.execute(db);
  await sql`drop index cart_lines_window_idx`.execute(db);
  await sql`alter table cart_lines add constraint cart_lines_cart_id_configuration_guid_key unique (cart_id, configuration_guid)`.execute(
    db,
  );
}
