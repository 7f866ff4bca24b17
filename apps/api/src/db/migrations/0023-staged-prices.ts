import { type Kysely, sql } from 'kysely';

/**
 * The prices an auto-release design showed when its windows were staged on a change order of its
 * order: kept in saved_prices as kind 'staged', so the order page can say what the change order
 * charges against what the design showed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saved_prices drop constraint saved_prices_kind_check`.execute(db);
  await sql`alter table saved_prices add constraint saved_prices_kind_check check (kind in ('saved', 'shared', 'staged'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from saved_prices where kind = 'staged'`.execute(db);
  await sql`alter table saved_prices drop constraint saved_prices_kind_check`.execute(db);
  await sql`alter table saved_prices add constraint saved_prices_kind_check check (kind in ('saved', 'shared'))`.execute(db);
}
