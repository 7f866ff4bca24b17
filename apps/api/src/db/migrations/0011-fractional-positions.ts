import { type Kysely, sql } from 'kysely';

/**
 * Rooms and windows are ordered by fractional positions, so a room or window put back by undo
 * between two others takes the midpoint without renumbering its neighbours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table containers alter column position type double precision`.execute(db);
  await sql`alter table items alter column position type double precision`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table items alter column position type integer using round(position)`.execute(db);
  await sql`alter table containers alter column position type integer using round(position)`.execute(db);
}
