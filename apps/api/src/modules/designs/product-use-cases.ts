import { type CatalogProduct, type Configuration, REPRICE_CODES, type RepriceResult } from '@eb/domain/catalog';
import { itemProductFrom, sameRepricedSnapshot } from '@eb/domain/catalog-item';
import { placementCommand } from '@eb/domain/commands/placement';
import { COPY_STYLE_FAILED, copyStyleErrors, dimensionCheck } from '@eb/domain/copy-style';
import { type DesignGraph, type Item, ItemAttr, type ItemProduct, isMandiDesign } from '@eb/domain/design';
import { measurementLimits } from '@eb/domain/measurements';
import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import type { Catalog } from '../catalog/catalog.ts';
import {
  configurationNotFound,
  findConfiguration,
  newConfigurations,
  present,
  price,
  repriceConfigurations,
} from '../catalog/configurations.ts';
import type { Actor } from './actor.ts';
import { currentDesign } from './graph-cache.ts';
import { assertCanChange, assertCanCopyStyles, assertNotLocked, canChangeDesign } from './policy.ts';
import { commandGraph, runCommand, staleVersion, toAppError } from './run-command.ts';
import { announceDesignChanges, type ChangedDesign } from './server-writes.ts';
import type { DesignRow } from './state.ts';

/**
 * `POST /designs/{id}/items/{iid}/product`: the product of a configuration goes on the window, as the
 * same command the configurator sends (the product with its ship date, and the window's size and
 * purchase option where it had none; see placementCommand). The snapshot is made here from the
 * stored configuration.
 */
export async function setWindowProduct(
  db: Db,
  engine: Engine,
  catalog: Catalog,
  actor: Actor,
  designId: string,
  itemId: string,
  configurationGuid: string,
  expectedVersion?: number,
): Promise<DesignGraph> {
  const { entry } = await currentDesign(db, engine, designId, actor.identity);
  assertMayChange(actor, entry.row);
  const row = await findConfiguration(db, configurationGuid);
  if (!row) throw configurationNotFound();
  const configuration = present(row);
  const product = catalog.get(configuration.productId);
  const snapshot = itemProductFrom(product, configuration, price(product, configuration).priced);
  const limits = measurementLimits(isMandiDesign(entry.graph.design) ? 'mandi' : 'product', product);
  const fits = (dimension: 'width' | 'height', inches: number) => inches >= limits[dimension].min && inches <= limits[dimension].max;
  const command = asAppError(() => placementCommand(entry.graph, itemId, snapshot, Date.now(), fits));
  return commandGraph(db, actor, designId, command, expectedVersion);
}

function assertMayChange(actor: Actor, design: DesignRow): void {
  assertCanChange(actor.identity, design);
  assertNotLocked(design);
}

/** Runs the domain's rules; a refusal is answered as the API answers it. */
function asAppError<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw toAppError(error);
  }
}

export interface CopyResult {
  itemId: string;
  succeeded: boolean;
  errors: string[];
}

function windowIn(graph: DesignGraph, itemId: string): Item {
  const item = graph.items.find((candidate) => candidate.itemId === itemId);
  if (!item) throw new AppError('NOT_FOUND', 'We could not find that window in this design.');
  return item;
}

const numberAttribute = (item: Item, name: string) => {
  const value = Number(item.attributes.find((attribute) => attribute.name === name)?.value);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** The size a target takes the style at: its measurements, else its current product's size. */
function targetSize(target: Item): { width: number; height: number } | null {
  const fromProduct = (name: string) => Number(target.itemProduct?.attributes.find((attribute) => attribute.name === name)?.value);
  const width = numberAttribute(target, ItemAttr.width) ?? (fromProduct('width') || null);
  const height = numberAttribute(target, ItemAttr.height) ?? (fromProduct('height') || null);
  return width && height ? { width, height } : null;
}

function sourceProduct(catalog: Catalog, source: Item): { product: CatalogProduct; choices: Record<string, string> } {
  if (!source.itemProduct) throw new AppError('VALIDATION_FAILED', COPY_STYLE_FAILED);
  const product = catalog.get(source.itemProduct.skuNumber);
  return { product, choices: Object.fromEntries(source.itemProduct.choices.map((choice) => [choice.optionId, choice.choiceId])) };
}

type OverrideChoice = { optionId: string; choiceId: string };
const overridesOf = (list: readonly OverrideChoice[]) => Object.fromEntries(list.map((choice) => [choice.optionId, choice.choiceId]));

/**
 * Checks each target against the copy-style rules (doc 000 §5) without changing anything. Product
 * mode refuses only a custom product; mandi mode runs its checks, the size among them. The source
 * itself is no target: it fails with the overall failure text alone.
 */
export function checkTargets(
  catalog: Catalog,
  graph: DesignGraph,
  sourceId: string,
  targetIds: string[],
  overrideChoices: readonly OverrideChoice[] = [],
): CopyResult[] {
  const source = windowIn(graph, sourceId);
  const { product, choices } = sourceProduct(catalog, source);
  const overrides = overridesOf(overrideChoices);
  const mode = isMandiDesign(graph.design) ? 'mandi' : 'product';
  // A window named twice is checked (and copied to) once.
  return [...new Set(targetIds)].map((itemId) => {
    const target = windowIn(graph, itemId);
    if (target.itemId === source.itemId) return { itemId, succeeded: false, errors: [COPY_STYLE_FAILED] };
    const size = targetSize(target) ?? targetSize(source);
    const dimensionsOk =
      mode === 'product' || (size ? dimensionCheck(product, { ...choices, ...overrides }, size.width, size.height) : false);
    const { errors } = copyStyleErrors({
      mode,
      source: { attributes: source.attributes },
      target: { attributes: target.attributes, itemProduct: target.itemProduct },
      dimensionsOk,
    });
    return { itemId, succeeded: errors.length === 0, errors };
  });
}

/** `cloneStyle/check`: the checks on the design as it is now (no write). */
export async function checkCopyTargets(
  db: Db,
  engine: Engine,
  catalog: Catalog,
  identity: SessionData,
  designId: string,
  sourceId: string,
  input: { ids: string[]; overrideChoices?: OverrideChoice[] | undefined },
): Promise<CopyResult[]> {
  const { entry } = await currentDesign(db, engine, designId, identity);
  return checkTargets(catalog, entry.graph, sourceId, input.ids, input.overrideChoices);
}

/**
 * `cloneStyle`: each eligible target gets the source's product and choices (with the overrides) at its
 * own size, as a new configuration, and the windows take them as one command (each target placed as
 * the configurator places a product). The new configurations are written in the command's transaction.
 */
export async function cloneStyle(
  db: Db,
  engine: Engine,
  catalog: Catalog,
  actor: Actor,
  designId: string,
  sourceId: string,
  input: { ids: string[]; overrideChoices?: OverrideChoice[] | undefined },
  expectedVersion?: number,
): Promise<DesignGraph & { copyResults: { itemId: string; succeeded: boolean }[] }> {
  const { entry } = await currentDesign(db, engine, designId, actor.identity);
  assertMayChange(actor, entry.row);
  const graph = entry.graph;
  assertCanCopyStyles(actor.identity, entry.row, graph);
  const results = checkTargets(catalog, graph, sourceId, input.ids, input.overrideChoices);
  const copyResults = results.map(({ itemId, succeeded }) => ({ itemId, succeeded }));
  const source = windowIn(graph, sourceId);
  const { product, choices } = sourceProduct(catalog, source);
  const overrides = overridesOf(input.overrideChoices ?? []);
  const targets = results
    .filter((result) => result.succeeded)
    .flatMap((result) => {
      const target = windowIn(graph, result.itemId);
      const size = targetSize(target) ?? targetSize(source);
      return size ? [{ target, size }] : [];
    });
  if (targets.length === 0) {
    if (expectedVersion !== undefined && expectedVersion !== graph.design.version) throw staleVersion();
    return { ...graph, viewer: { canChange: true }, copyResults };
  }
  const made = newConfigurations(
    catalog,
    actor.identity,
    targets.map(({ size }) => ({
      productId: product.productId,
      width: size.width,
      height: size.height,
      choices: { ...choices, ...overrides },
    })),
  );
  const now = Date.now();
  const commands = targets.flatMap(({ target }, index) => {
    const snapshot = made.snapshots[index] as ItemProduct;
    const placed = asAppError(() => placementCommand(graph, target.itemId, snapshot, now));
    return placed.type === 'batch' ? placed.commands : [placed];
  });
  const insert = db.insertInto('configurations').values(made.rows).compile();
  const result = await runCommand(db, actor, designId, { type: 'batch', commands }, { expectedVersion, extraWrites: [insert] });
  return { ...result.graph, viewer: { canChange: true }, copyResults };
}

/** The answer code of one guid (see REPRICE_CODES). */
function responseCode(repriced: { configuration: Configuration; changed: boolean } | undefined): number {
  if (!repriced) return REPRICE_CODES.notFound;
  if (!repriced.configuration.isValid) return REPRICE_CODES.invalid;
  return repriced.changed ? REPRICE_CODES.changed : REPRICE_CODES.ok;
}

/**
 * `validateAndRepriceConfigurations`: prices configurations again with today's catalog and brings the
 * snapshots of the windows holding them up to date, so a window's banner, price and totals agree with
 * the answer. Only windows of designs the caller may change are written (anyone may ask about a
 * configuration); locked or ordered designs keep the price they were ordered at. A design gets a new
 * version only when a snapshot of it changed. One transaction, and a fixed number of statements
 * whatever the number of windows. Answers one entry per guid asked, in the order asked (unknown guids too).
 */
export async function repriceWindows(db: Db, catalog: Catalog, identity: SessionData, guids: readonly string[]): Promise<RepriceResult[]> {
  const changedDesigns = new Set<string>();
  let announced: ChangedDesign[] = [];
  const asked = [...new Set(guids)];
  const { repriced, snapshots } = await db.transaction().execute(async (tx) => {
    const repriced = await repriceConfigurations(tx, catalog, asked);
    const snapshots = new Map<string, ItemProduct | null>();
    for (const [guid, { configuration }] of repriced) {
      const product = catalog.find(configuration.productId);
      snapshots.set(guid, product ? itemProductFrom(product, configuration, price(product, configuration).priced) : null);
    }
    if (repriced.size === 0) return { repriced, snapshots };
    const windows = await tx
      .selectFrom('items')
      .innerJoin('designs', 'designs.id', 'items.design_id')
      .selectAll('designs')
      .select(['items.id as item_id', 'items.product as item_product'])
      .where(sql<string>`items.product->>'configurationGuid'`, 'in', [...repriced.keys()])
      .where('designs.is_locked_or_ordered', '=', false)
      .execute();
    const updates: { id: string; product: ItemProduct }[] = [];
    for (const window of windows) {
      if (!canChangeDesign(identity, window)) continue;
      const current = window.item_product as ItemProduct;
      const snapshot = snapshots.get(current.configurationGuid);
      if (snapshot === undefined) continue;
      const next = snapshot ?? { ...current, isValid: false, pipToCart: false };
      if (sameRepricedSnapshot(current, next)) continue;
      updates.push({ id: window.item_id, product: next });
      changedDesigns.add(window.id);
    }
    if (updates.length === 0) return { repriced, snapshots };
    const list = sql.join(updates.map((update) => sql`(${update.id}::uuid, ${JSON.stringify(update.product)}::jsonb)`));
    await sql`update items as i set product = v.product from (values ${list}) as v (id, product) where i.id = v.id`.execute(tx);
    announced = await tx
      .updateTable('designs')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
      .where('id', 'in', [...changedDesigns])
      .returning(['id', 'version'])
      .execute();
    return { repriced, snapshots };
  });
  // Open pages of those designs hear of the new prices, as of any other change.
  announceDesignChanges(db, announced);
  return guids.map((guid) => {
    const entry = repriced.get(guid);
    const base = { ResponseCode: responseCode(entry), ConfigurationGuid: guid };
    return entry ? { ...base, ...entry.configuration, itemProduct: snapshots.get(guid) ?? null } : base;
  });
}
