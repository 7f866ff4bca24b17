import { type Kysely, sql } from 'kysely';

/**
 * Room char labels are the letter of the room's place (doc 000 §3): existing rooms are lettered
 * again in their order, and the running room count that used to pick the next letter goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update containers set char_label = chr(65 + ((ordered.place - 1) % 26)::int)
    from (
      select id, row_number() over (partition by design_id order by position, created_at) as place from containers
    ) as ordered
    where ordered.id = containers.id and containers.char_label <> chr(65 + ((ordered.place - 1) % 26)::int)
  `.execute(db);
  await sql`alter table designs drop column room_count`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table designs add column room_count integer not null default 0`.execute(db);
  await sql`update designs set room_count = (select count(*) from containers where containers.design_id = designs.id)`.execute(db);
}
