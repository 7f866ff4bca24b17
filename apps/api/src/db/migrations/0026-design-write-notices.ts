import { type Kysely, sql } from 'kysely';

/**
 * Every change to a design's row (a new version, new owners, its deletion) tells every listening
 * server process, from inside the transaction that made it: the notice goes out at commit, in commit
 * order, and never for a change that rolled back, whichever code path wrote it. A process that hears
 * every notice knows which of the designs it remembers are still current without asking the
 * database (graph-cache.ts). The payload is the design's id; identical notices of one transaction
 * are sent once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function design_write_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('design_writes', coalesce(new.id, old.id)::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger designs_write_notice after update or delete on designs
    for each row execute function design_write_notice()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists designs_write_notice on designs`.execute(db);
  await sql`drop function if exists design_write_notice()`.execute(db);
}
