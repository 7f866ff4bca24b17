import { randomUUID } from 'node:crypto';
import type { CartLineKind } from '@eb/domain/commerce';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { CartLinesTable, Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CartOwner } from './cart-caller.ts';

/**
 * The cart tables (migration 0017): one open cart per caller and site, its lines in the order they
 * were added. Money in integer cents.
 */

export type CartLineRow = Selectable<CartLinesTable>;

/** A line about to go into a cart: what a window's or a job's configuration is worth, read on the server. */
export interface NewCartLine {
  kind: CartLineKind;
  configurationGuid: string;
  designId: string | null;
  designName: string;
  itemId: string | null;
  roomName: string | null;
  windowName: string | null;
  productId: string | null;
  productName: string;
  options: { name: string; value: string }[];
  width: number | null;
  height: number | null;
  unitPriceCents: number;
  unitRetailCents: number;
  quantity: number;
  jobUid: string | null;
}

function ownedBy<O>(query: SelectQueryBuilder<Database, 'carts', O>, owner: CartOwner) {
  return 'userId' in owner
    ? query.where('carts.owner_user_id', '=', owner.userId)
    : query.where('carts.owner_user_id', 'is', null).where('carts.owner_session_id', '=', owner.sessionId);
}

/** The caller's open cart on a site, if there is one. */
export async function findOpenCart(db: Db | Tx, owner: CartOwner, siteId: number): Promise<string | undefined> {
  const row = await ownedBy(db.selectFrom('carts').select('carts.id'), owner)
    .where('carts.site_id', '=', siteId)
    .where('carts.status', '=', 'open')
    .executeTakeFirst();
  return row?.id;
}

/** Makes the caller's open cart unless one exists; the partial unique indexes settle a race. */
async function insertOpenCart(tx: Tx, owner: CartOwner, siteId: number): Promise<void> {
  const id = randomUUID();
  if ('userId' in owner) {
    await sql`
      insert into carts (id, site_id, owner_user_id, owner_session_id, status) values (${id}, ${siteId}, ${owner.userId}, null, 'open')
      on conflict (site_id, owner_user_id) where status = 'open' and owner_user_id is not null do nothing
    `.execute(tx);
  } else {
    await sql`
      insert into carts (id, site_id, owner_user_id, owner_session_id, status) values (${id}, ${siteId}, null, ${owner.sessionId}, 'open')
      on conflict (site_id, owner_session_id) where status = 'open' and owner_user_id is null do nothing
    `.execute(tx);
  }
}

/**
 * The caller's open cart, made when missing, locked for the rest of the transaction: adds to one
 * cart run one after another, and a cart that was ordered meanwhile is not written to (a new one is made).
 */
export async function lockOpenCart(tx: Tx, owner: CartOwner, siteId: number): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await ownedBy(tx.selectFrom('carts').select('carts.id'), owner)
      .where('carts.site_id', '=', siteId)
      .where('carts.status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (row) return row.id;
    await insertOpenCart(tx, owner, siteId);
  }
  throw new AppError('UNAVAILABLE', 'We could not open your cart. Please try again.');
}

/**
 * A cart's lines as the cart, checkout and the order show them (issue 29: the design's order): its
 * designs in the order they were added; within a design, its rooms and windows in the design's own
 * order (rooms A, B, C…, windows as placed), whatever order the batches arrived in; then its
 * installation. Lines whose window is gone keep the place they were added in, after the others.
 */
export function cartLines(db: Db | Tx, cartId: string): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_lines')
    .leftJoin('items', 'items.id', 'cart_lines.item_id')
    .leftJoin('containers', 'containers.id', 'items.container_id')
    .selectAll('cart_lines')
    .where('cart_lines.cart_id', '=', cartId)
    .orderBy(sql`min(cart_lines.position) over (partition by coalesce(cart_lines.design_id::text, cart_lines.design_name))`)
    .orderBy(sql`cart_lines.kind = 'installation'`)
    .orderBy(sql`containers.position asc nulls last`)
    .orderBy(sql`items.position asc nulls last`)
    .orderBy('cart_lines.position')
    .orderBy('cart_lines.added_at')
    .orderBy('cart_lines.id')
    .execute();
}

/**
 * The windows booked for installation in a cart: those of the jobs whose installation lines it holds
 * (the installation's price counted their quantities). Given the cart's lines, a cart without an
 * installation line is answered without asking.
 */
export async function bookedWindowIds(db: Db | Tx, cartId: string, lines?: readonly Pick<CartLineRow, 'kind'>[]): Promise<Set<string>> {
  if (lines && !lines.some((line) => line.kind === 'installation')) return new Set();
  const found = await sql<{ item_id: string }>`
    select distinct item->>'itemId' as item_id
    from cart_lines line join jobs job on job.job_uid = line.job_uid, jsonb_array_elements(job.items) as item
    where line.cart_id = ${cartId} and line.kind = 'installation'`.execute(db);
  return new Set(found.rows.map((row) => row.item_id));
}

/** The windows of jobs, by job uid: those each job's installation was priced for. */
export async function jobWindows(db: Db | Tx, jobUids: readonly string[]): Promise<Map<string, Set<string>>> {
  const windows = new Map<string, Set<string>>();
  if (jobUids.length === 0) return windows;
  const found = await sql<{ job_uid: string; item_id: string }>`
    select job.job_uid, item->>'itemId' as item_id
    from jobs job, jsonb_array_elements(job.items) as item
    where job.job_uid in (${sql.join([...new Set(jobUids)])})`.execute(db);
  for (const row of found.rows) {
    const set = windows.get(row.job_uid) ?? new Set<string>();
    set.add(row.item_id);
    windows.set(row.job_uid, set);
  }
  return windows;
}

/**
 * Brings each window booked for installation in a cart to the quantity its installation was priced
 * for (the job's): a line whose quantity was changed before the installation came is set back, so the
 * products bought and the coverings installed are the same count.
 */
export async function matchBookedQuantities(tx: Tx, cartId: string): Promise<void> {
  await sql`
    update cart_lines line set quantity = (item->>'quantity')::int
    from cart_lines inst join jobs job on job.job_uid = inst.job_uid, jsonb_array_elements(job.items) as item
    where inst.cart_id = ${cartId} and inst.kind = 'installation'
      and line.cart_id = ${cartId} and line.kind = 'product' and line.item_id::text = item->>'itemId'
      and line.quantity <> (item->>'quantity')::int`.execute(tx);
}

const lineValues = (line: NewCartLine) => ({
  kind: line.kind,
  configuration_guid: line.configurationGuid,
  design_id: line.designId,
  design_name: line.designName,
  item_id: line.itemId,
  room_name: line.roomName,
  window_name: line.windowName,
  product_id: line.productId,
  product_name: line.productName,
  options: JSON.stringify(line.options),
  width: line.width,
  height: line.height,
  unit_price_cents: line.unitPriceCents,
  unit_retail_cents: line.unitRetailCents,
  quantity: line.quantity,
  job_uid: line.jobUid,
});

/**
 * New lines at the end of the cart, in one insert. The caller holds the cart's lock and has left out
 * what is there already; the unique indexes (a window once, a configuration without a window once)
 * are the guard. Answers how many were added.
 */
export async function insertCartLines(tx: Tx, cartId: string, lines: readonly NewCartLine[], firstPosition: number): Promise<number> {
  if (lines.length === 0) return 0;
  const inserted = await tx
    .insertInto('cart_lines')
    .values(lines.map((line, index) => ({ id: randomUUID(), cart_id: cartId, position: firstPosition + index, ...lineValues(line) })))
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * Lines take another configuration of the same window or job, each keeping its id, its place in
 * the cart and when it was added: one delete and one insert however many there are (the caller holds the cart's lock).
 */
export async function replaceCartLines(tx: Tx, cartId: string, lines: readonly { row: CartLineRow; line: NewCartLine }[]): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .deleteFrom('cart_lines')
    .where(
      'id',
      'in',
      lines.map(({ row }) => row.id),
    )
    .execute();
  await tx
    .insertInto('cart_lines')
    .values(
      lines.map(({ row, line }) => ({ id: row.id, cart_id: cartId, position: row.position, added_at: row.added_at, ...lineValues(line) })),
    )
    .execute();
}

export async function touchCart(tx: Tx, cartId: string): Promise<void> {
  await tx.updateTable('carts').set({ updated_at: sql<Date>`now()` }).where('id', '=', cartId).execute();
}

/** One of the caller's lines in their open cart on this site, locked; another caller's line is not found. */
export async function findOwnLine(tx: Tx, owner: CartOwner, siteId: number, lineId: string): Promise<CartLineRow | undefined> {
  const cart = await ownedBy(
    tx
      .selectFrom('carts')
      .innerJoin('cart_lines', 'cart_lines.cart_id', 'carts.id')
      .select('carts.id')
      .where('cart_lines.id', '=', lineId)
      .where('carts.site_id', '=', siteId)
      .where('carts.status', '=', 'open'),
    owner,
  )
    // The cart row alone, as adds lock it: one lock order, no deadlock between a change and an add.
    .forUpdate('carts')
    .executeTakeFirst();
  if (!cart) return undefined;
  return tx.selectFrom('cart_lines').selectAll().where('id', '=', lineId).executeTakeFirst();
}

export async function setLineQuantity(tx: Tx, lineId: string, quantity: number): Promise<void> {
  await tx.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).execute();
}

export async function deleteLine(tx: Tx, lineId: string): Promise<void> {
  await tx.deleteFrom('cart_lines').where('id', '=', lineId).execute();
}
