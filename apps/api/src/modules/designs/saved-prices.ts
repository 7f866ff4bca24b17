import {
  diffPrices,
  NO_PRICE_CHANGES,
  type PriceChanges,
  type PriceSnapshot,
  type PriceSnapshotKind,
  priceSnapshotOf,
  priceSnapshotSchema,
} from '@eb/domain/price-changes';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { JsonColumn, Timestamp } from '../../db/schema.ts';
import { type PricedDesign, priceDesigns, pricedDesign } from './design-prices.ts';

/**
 * The prices a design showed when it was last saved to an account or shared (migration 0022), kept
 * in the save's or the share's own transaction so the diff a reopened design shows is exact. One row
 * per design: the latest save or share wins.
 */
interface SavedPricesTable {
  design_id: string;
  kind: PriceSnapshotKind;
  snapshot: JsonColumn;
  taken_at: Timestamp;
}

const withSavedPrices = (db: Db | Tx) => db.withTables<{ saved_prices: SavedPricesTable }>();

/**
 * Which snapshot already kept stays: none (the latest wins), a share's (a customer claiming the design
 * shared with them keeps the prices it was shared at), or any (a follow-up of a save already kept).
 */
export type KeepExisting = 'none' | 'shared' | 'any';

/** Keeps the prices of designs already priced (one statement whatever their number). */
export async function keepPricedDesigns(
  tx: Tx,
  priced: Iterable<PricedDesign>,
  kind: PriceSnapshotKind,
  keep: KeepExisting = 'none',
): Promise<void> {
  const rows = [...priced].map(({ design, graph, price }) => ({
    design_id: design.id,
    kind,
    snapshot: JSON.stringify(priceSnapshotOf(graph, price)),
  }));
  if (rows.length === 0) return;
  await withSavedPrices(tx)
    .insertInto('saved_prices')
    .values(rows)
    .onConflict((conflict) => {
      if (keep === 'any') return conflict.column('design_id').doNothing();
      const replace = conflict.column('design_id').doUpdateSet({
        kind: (eb) => eb.ref('excluded.kind'),
        snapshot: (eb) => eb.ref('excluded.snapshot'),
        taken_at: sql<Date>`now()`,
      });
      return keep === 'shared' ? replace.where('saved_prices.kind', '<>', 'shared') : replace;
    })
    .execute();
}

/** Prices designs as every surface shows them and keeps those prices. */
export async function keepPrices(
  tx: Tx,
  designIds: readonly string[],
  kind: PriceSnapshotKind,
  keep: KeepExisting = 'none',
): Promise<void> {
  await keepPricedDesigns(tx, (await priceDesigns(tx, designIds)).values(), kind, keep);
}

interface KeptPrices {
  kind: PriceSnapshotKind;
  takenAt: string;
  snapshot: PriceSnapshot;
}

async function keptPrices(db: Db, designId: string): Promise<KeptPrices | null> {
  const row = await withSavedPrices(db)
    .selectFrom('saved_prices')
    .select(['kind', 'snapshot', 'taken_at'])
    .where('design_id', '=', designId)
    .executeTakeFirst();
  if (!row) return null;
  // Parsed by its contract: a snapshot written by an older shape reads as none rather than failing the page.
  const snapshot = priceSnapshotSchema.safeParse(typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot);
  if (!snapshot.success) return null;
  return { kind: row.kind, takenAt: new Date(row.taken_at).toISOString(), snapshot: snapshot.data };
}

/**
 * What changed since the design was last saved or shared: its kept prices against the design as
 * priced now (after the builder's reprice has brought its windows up to date). An unknown design is
 * 404; one never saved or shared has no snapshot and no changes.
 */
export async function priceChangesOf(db: Db, designId: string): Promise<PriceChanges> {
  const [priced, kept] = await Promise.all([pricedDesign(db, designId), keptPrices(db, designId)]);
  if (!kept) return NO_PRICE_CHANGES;
  const changes = diffPrices(kept.snapshot, priceSnapshotOf(priced.graph, priced.price));
  return { snapshot: { kind: kept.kind, takenAt: kept.takenAt }, ...changes };
}
