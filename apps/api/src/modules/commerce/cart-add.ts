import { CART_LINES_MAX, cartPath } from '@eb/domain/commerce';
import type { Tx } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { type CartCaller, cartOwnerOf } from './cart-caller.ts';
import { itemCountOf } from './cart-present.ts';
import { lineDiffers } from './cart-recheck.ts';
import {
  type CartLineRow,
  cartLines,
  deleteLine,
  insertCartLines,
  jobWindows,
  lockOpenCart,
  matchBookedQuantities,
  type NewCartLine,
  replaceCartLines,
  touchCart,
} from './cart-store.ts';

export interface AddedToCart {
  cartId: string;
  itemCount: number;
  cartUrl: string;
}

export const CART_FULL = `A cart holds at most ${CART_LINES_MAX} lines. Check out or remove some lines first.`;

type LineFacts = Pick<NewCartLine, 'kind' | 'itemId' | 'jobUid' | 'configurationGuid'>;

/**
 * What a line stands for: the same window (product) or the same job (installation). Lines with one
 * key are one thing; a job line without a job, null, is never the same as another.
 */
function thingKey(line: LineFacts): string | null {
  if (line.kind === 'installation') return line.jobUid === null ? null : `job:${line.jobUid}`;
  return line.itemId !== null ? `window:${line.itemId}` : `configuration:${line.configurationGuid}`;
}

const asLine = (row: CartLineRow): LineFacts => ({
  kind: row.kind,
  itemId: row.item_id,
  jobUid: row.job_uid,
  configurationGuid: row.configuration_guid,
});

/**
 * Puts lines into the caller's open cart on this site (made when missing), in the caller's
 * transaction, the cart locked. A line is a window (windows made with Duplicate share a configuration,
 * and each is bought) or a job: one already there with the same configuration, as it is now, stays as
 * it is (its quantity may have been changed in the cart); a newer configuration of a window or job
 * already there, or the same one changed since (its size, options, price or names), takes that line's
 * place; the rest go at the end in the order given. A job's installation takes the place of another
 * job's that installs any of the same windows (a window is installed once), and the windows booked
 * for installation take the quantities it was priced for. A whole design of a thousand windows is a
 * few statements, whatever it holds.
 */
export async function addLinesToCart(tx: Tx, caller: CartCaller, lines: readonly NewCartLine[]): Promise<AddedToCart> {
  const cartId = await lockOpenCart(tx, cartOwnerOf(caller.identity), caller.siteId);
  const existing = await cartLines(tx, cartId);
  const there = new Map<string, CartLineRow>();
  for (const row of existing) {
    const key = thingKey(asLine(row));
    if (key !== null && !there.has(key)) there.set(key, row);
  }
  const replacing = new Map<string, NewCartLine>();
  const added: NewCartLine[] = [];
  const addedAt = new Map<string, number>();
  for (const line of lines) {
    const key = thingKey(line);
    const same = key === null ? undefined : there.get(key);
    if (same?.configuration_guid === line.configurationGuid && !lineDiffers(same, line)) continue;
    // A later line for the same thing wins; a new thing keeps the place of its first line.
    const at = key === null ? undefined : addedAt.get(key);
    if (same) replacing.set(same.id, line);
    else if (at !== undefined) added[at] = line;
    else {
      if (key !== null) addedAt.set(key, added.length);
      added.push(line);
    }
  }
  const superseded = await supersededInstallations(tx, existing, lines);
  for (const rowId of superseded.rows) replacing.delete(rowId);
  const adding = added.filter((line) => !superseded.lines.has(line));
  if (existing.length - superseded.rows.size + adding.length > CART_LINES_MAX) throw conflict(CART_FULL);
  for (const rowId of superseded.rows) await deleteLine(tx, rowId);
  await replaceCartLines(
    tx,
    cartId,
    existing.flatMap((row) => {
      const line = replacing.get(row.id);
      return line ? [{ row, line }] : [];
    }),
  );
  const nextPosition = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
  await insertCartLines(tx, cartId, adding, nextPosition);
  if ([...existing, ...adding].some((line) => line.kind === 'installation')) await matchBookedQuantities(tx, cartId);
  await touchCart(tx, cartId);
  const after = await cartLines(tx, cartId);
  return { cartId, itemCount: itemCountOf(after), cartUrl: cartPath(caller.siteId) };
}

/**
 * Installation lines of jobs that install any of the same windows as a later job's (two jobs made for
 * one design, by a second try or a double click, would charge its installation twice): those in the
 * cart that an incoming line replaces, and incoming ones that a later incoming line does.
 */
async function supersededInstallations(
  tx: Tx,
  existing: readonly CartLineRow[],
  incoming: readonly NewCartLine[],
): Promise<{ rows: Set<string>; lines: Set<NewCartLine> }> {
  const jobsIn = incoming.flatMap((line) => (line.kind === 'installation' && line.jobUid ? [line.jobUid] : []));
  const superseded = { rows: new Set<string>(), lines: new Set<NewCartLine>() };
  if (jobsIn.length === 0) return superseded;
  const jobsThere = existing.flatMap((row) => (row.kind === 'installation' && row.job_uid ? [row.job_uid] : []));
  const windows = await jobWindows(tx, [...jobsIn, ...jobsThere]);
  const overlaps = (a: string, b: string) => a !== b && [...(windows.get(a) ?? [])].some((itemId) => windows.get(b)?.has(itemId));
  // Incoming: a job a later incoming job overlaps gives way; the jobs left do not overlap each other.
  const kept: string[] = [];
  jobsIn.forEach((job, index) => {
    if (jobsIn.slice(index + 1).some((later) => overlaps(later, job))) return;
    kept.push(job);
  });
  for (const line of incoming) if (line.kind === 'installation' && line.jobUid && !kept.includes(line.jobUid)) superseded.lines.add(line);
  for (const row of existing) {
    if (row.kind === 'installation' && row.job_uid && kept.some((job) => overlaps(job, row.job_uid as string))) superseded.rows.add(row.id);
  }
  return superseded;
}
