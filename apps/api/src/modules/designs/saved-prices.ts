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
 * The prices a design showed when it was last saved to an account or shared (migration 0022), or when
 * its windows were staged on a change order (an auto-release design, migration 0023), kept in that
 * call's own transaction so the diff shown later is exact. One row per design: the latest save or
 * share wins, but never over a staging, which the order page compares the change order with.
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
 * A staging's always stays against a save or share, and a new staging always replaces what was kept.
 */
export type KeepExisting = 'none' | 'shared' | 'any';

const KEPT_OVER: Record<PriceSnapshotKind, Record<Exclude<KeepExisting, 'any'>, PriceSnapshotKind[]>> = {
  saved: { none: ['staged'], shared: ['shared', 'staged'] },
  shared: { none: ['staged'], shared: ['shared', 'staged'] },
  staged: { none: [], shared: [] },
};

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
      const kept = KEPT_OVER[kind][keep];
      return kept.length > 0 ? replace.where('saved_prices.kind', 'not in', kept) : replace;
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

/** Keeps the prices the designs show as their windows are staged on a change order (`addlineitems`). */
export async function keepStagedPrices(tx: Tx, designIds: readonly string[]): Promise<void> {
  await keepPrices(tx, designIds, 'staged');
}

export interface KeptPrices {
  kind: PriceSnapshotKind;
  takenAt: string;
  snapshot: PriceSnapshot;
}

type KeptRow = { kind: PriceSnapshotKind; snapshot: unknown; taken_at: Date | string };

function keptOf(row: KeptRow): KeptPrices | null {
  // Parsed by its contract: a snapshot written by an older shape reads as none rather than failing the page.
  const snapshot = priceSnapshotSchema.safeParse(typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot);
  if (!snapshot.success) return null;
  return { kind: row.kind, takenAt: new Date(row.taken_at).toISOString(), snapshot: snapshot.data };
}

async function keptPrices(db: Db, designId: string): Promise<KeptPrices | null> {
  const row = await withSavedPrices(db)
    .selectFrom('saved_prices')
    .select(['kind', 'snapshot', 'taken_at'])
    .where('design_id', '=', designId)
    .executeTakeFirst();
  return row ? keptOf(row) : null;
}

/** The staged prices of these designs, by design (designs never staged are left out). */
export async function stagedPricesOf(db: Db | Tx, designIds: readonly string[]): Promise<Map<string, KeptPrices>> {
  if (designIds.length === 0) return new Map();
  const rows = await withSavedPrices(db)
    .selectFrom('saved_prices')
    .select(['design_id', 'kind', 'snapshot', 'taken_at'])
    .where('design_id', 'in', [...designIds])
    .where('kind', '=', 'staged')
    .execute();
  return new Map(
    rows.flatMap((row) => {
      const kept = keptOf(row);
      return kept ? [[row.design_id, kept] as const] : [];
    }),
  );
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
