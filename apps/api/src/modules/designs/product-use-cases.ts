import { randomUUID } from 'node:crypto';
import { type CatalogProduct, type Configuration, REPRICE_CODES, type RepriceResult } from '@eb/domain/catalog';
import { itemProductFrom, sameRepricedSnapshot } from '@eb/domain/catalog-item';
import { COPY_STYLE_FAILED, copyStyleErrors, dimensionCheck } from '@eb/domain/copy-style';
import { attributeDisplayPriority, ItemAttr, type ItemProduct } from '@eb/domain/design';
import { configuratorWindowName } from '@eb/domain/labels';
import { formatInches } from '@eb/domain/measurements';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import type { Catalog } from '../catalog/catalog.ts';
import {
  configurationNotFound,
  createConfigurations,
  findConfiguration,
  present,
  price,
  repriceConfigurations,
} from '../catalog/configurations.ts';
import type { Actor } from './actor.ts';
import { forgetDesign } from './graph-cache.ts';
import { assertCanChangeProduct, assertCanEditWindows, canChangeDesign, isMandiState } from './policy.ts';
import type { DesignState, ItemRow } from './state.ts';
import { changeDesign } from './unit-of-work.ts';
import { findWindow } from './writes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type NewAttribute = DesignState['itemAttributes'][number];

/** An item attribute row for a window that has none of that name (measurements, purchase option). */
function missingAttribute(state: DesignState, item: ItemRow, name: string, value: string, normalized = value): NewAttribute | null {
  if (state.itemAttributes.some((attribute) => attribute.item_id === item.id && attribute.name === name)) return null;
  return {
    id: randomUUID(),
    item_id: item.id,
    design_id: state.design.id,
    name,
    value,
    normalized_value: normalized,
    display_name: name === ItemAttr.purchaseOption ? 'Purchase option' : name.charAt(0).toUpperCase() + name.slice(1),
    sort_index: 0,
    display_priority: attributeDisplayPriority(name),
  };
}

interface Placement {
  item: ItemRow;
  configuration: Configuration;
}

/**
 * Puts configured products on windows: each window keeps a priced snapshot of its product
 * (ItemProduct), an estimated ship date from the product's lead time, its size when it had none,
 * and the purchase option product-and-install when it had none (doc 000 §4). One update of the
 * windows and at most one insert of attributes, whatever the number of windows.
 */
async function placeProducts(tx: Tx, catalog: Catalog, state: DesignState, placements: readonly Placement[]): Promise<void> {
  if (placements.length === 0) return;
  const now = Date.now();
  const added: NewAttribute[] = [];
  for (const { item, configuration } of placements) {
    const product = catalog.get(configuration.productId);
    const { priced } = price(product, configuration);
    item.product = itemProductFrom(product, configuration, priced);
    item.estimated_ship_date = new Date(now + product.leadTimeDays * DAY_MS).toISOString().slice(0, 10);
    const rows = [
      missingAttribute(state, item, ItemAttr.width, String(configuration.width), formatInches(configuration.width)),
      missingAttribute(state, item, ItemAttr.height, String(configuration.height), formatInches(configuration.height)),
      missingAttribute(state, item, ItemAttr.purchaseOption, 'product-and-install'),
    ];
    for (const row of rows) if (row) added.push(row);
  }
  const windows = sql.join(
    placements.map(({ item }) => sql`(${item.id}::uuid, ${JSON.stringify(item.product)}::jsonb, ${item.estimated_ship_date}::text)`),
  );
  await sql`
    update items as i set product = v.product, estimated_ship_date = v.ship
    from (values ${windows}) as v (id, product, ship)
    where i.id = v.id
  `.execute(tx);
  // Each configuration is named for the window it now dresses, as the configurator shows it.
  const names = sql.join(
    placements.map(({ item, configuration }) => {
      const room = state.containers.find((container) => container.id === item.container_id);
      const windowLabel = String(state.items.filter((other) => other.container_id === item.container_id).indexOf(item) + 1);
      const name = configuratorWindowName(room?.char_label ?? '', windowLabel, room?.name ?? '');
      return sql`(${configuration.configurationGuid}::uuid, ${name}::text)`;
    }),
  );
  // Placed: from now on only those who may change the design may change the configuration.
  await sql`
    update configurations as c set window_name = v.name, is_placed = true
    from (values ${names}) as v (guid, name)
    where c.guid = v.guid
  `.execute(tx);
  if (added.length > 0) {
    await tx.insertInto('item_attributes').values(added).execute();
    state.itemAttributes.push(...added);
  }
}

/** `POST /designs/{id}/items/{iid}/product`: the product of a configuration goes on the window. */
export function setWindowProduct(
  db: Db,
  catalog: Catalog,
  actor: Actor,
  designId: string,
  itemId: string,
  configurationGuid: string,
  expectedVersion?: number,
) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    const item = findWindow(state, itemId);
    assertCanEditWindows(actor.identity, state);
    assertCanChangeProduct(actor.identity, item);
    const row = await findConfiguration(tx, configurationGuid);
    if (!row) throw configurationNotFound();
    await placeProducts(tx, catalog, state, [{ item, configuration: present(row) }]);
  });
}

export interface CopyResult {
  itemId: string;
  succeeded: boolean;
  errors: string[];
}

const numberAttribute = (state: DesignState, itemId: string, name: string) => {
  const value = Number(state.itemAttributes.find((attribute) => attribute.item_id === itemId && attribute.name === name)?.value);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** The size a target takes the style at: its measurements, else its current product's size. */
function targetSize(state: DesignState, target: ItemRow): { width: number; height: number } | null {
  const fromProduct = (name: string) => Number(target.product?.attributes.find((attribute) => attribute.name === name)?.value);
  const width = numberAttribute(state, target.id, ItemAttr.width) ?? (fromProduct('width') || null);
  const height = numberAttribute(state, target.id, ItemAttr.height) ?? (fromProduct('height') || null);
  return width && height ? { width, height } : null;
}

function sourceProduct(catalog: Catalog, source: ItemRow): { product: CatalogProduct; choices: Record<string, string> } {
  if (!source.product) throw new AppError('VALIDATION_FAILED', COPY_STYLE_FAILED);
  const product = catalog.get(source.product.skuNumber);
  return { product, choices: Object.fromEntries(source.product.choices.map((choice) => [choice.optionId, choice.choiceId])) };
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
  state: DesignState,
  source: ItemRow,
  targetIds: string[],
  overrideChoices: readonly OverrideChoice[] = [],
): CopyResult[] {
  const { product, choices } = sourceProduct(catalog, source);
  const overrides = overridesOf(overrideChoices);
  const mode = isMandiState(state) ? 'mandi' : 'product';
  const attributesOf = (itemId: string) =>
    state.itemAttributes
      .filter((attribute) => attribute.item_id === itemId)
      .map((attribute) => ({
        attributeId: attribute.id,
        name: attribute.name,
        value: attribute.value,
        normalizedValue: attribute.normalized_value,
        displayName: attribute.display_name,
        sortIndex: attribute.sort_index,
        displayPriority: attribute.display_priority,
      }));
  // A window named twice is checked (and copied to) once.
  return [...new Set(targetIds)].map((itemId) => {
    const target = findWindow(state, itemId);
    if (target.id === source.id) return { itemId, succeeded: false, errors: [COPY_STYLE_FAILED] };
    const size = targetSize(state, target) ?? targetSize(state, source);
    const dimensionsOk =
      mode === 'product' || (size ? dimensionCheck(product, { ...choices, ...overrides }, size.width, size.height) : false);
    const { errors } = copyStyleErrors({
      mode,
      source: { attributes: attributesOf(source.id) },
      target: { attributes: attributesOf(target.id), itemProduct: target.product },
      dimensionsOk,
    });
    return { itemId, succeeded: errors.length === 0, errors };
  });
}

/**
 * `cloneStyle`: each eligible target gets the source's product and choices (with the overrides) at its
 * own size, as a new configuration; targets without a purchase option get product-and-install.
 */
export function cloneStyle(
  db: Db,
  catalog: Catalog,
  actor: Actor,
  designId: string,
  sourceId: string,
  input: { ids: string[]; overrideChoices?: OverrideChoice[] | undefined },
  expectedVersion?: number,
) {
  let results: CopyResult[] = [];
  const graph = changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    const source = findWindow(state, sourceId);
    assertCanEditWindows(actor.identity, state);
    const overrides = overridesOf(input.overrideChoices ?? []);
    results = checkTargets(catalog, state, source, input.ids, input.overrideChoices);
    const { product, choices } = sourceProduct(catalog, source);
    const targets = results
      .filter((result) => result.succeeded)
      .flatMap((result) => {
        const target = findWindow(state, result.itemId);
        assertCanChangeProduct(actor.identity, target);
        const size = targetSize(state, target) ?? targetSize(state, source);
        return size ? [{ target, size }] : [];
      });
    if (targets.length === 0) return false;
    // One insert of all the new configurations, then one update of all the windows.
    const configurations = await createConfigurations(
      tx,
      catalog,
      actor.identity,
      targets.map(({ size }) => ({
        productId: product.productId,
        width: size.width,
        height: size.height,
        choices: { ...choices, ...overrides },
      })),
    );
    await placeProducts(
      tx,
      catalog,
      state,
      targets.map(({ target }, index) => ({ item: target, configuration: configurations[index] as Configuration })),
    );
    return true;
  });
  return graph.then((answered) => ({ ...answered, copyResults: results.map(({ itemId, succeeded }) => ({ itemId, succeeded })) }));
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
    await tx
      .updateTable('designs')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
      .where('id', 'in', [...changedDesigns])
      .execute();
    return { repriced, snapshots };
  });
  for (const designId of changedDesigns) forgetDesign(designId);
  return guids.map((guid) => {
    const entry = repriced.get(guid);
    const base = { ResponseCode: responseCode(entry), ConfigurationGuid: guid };
    return entry ? { ...base, ...entry.configuration, itemProduct: snapshots.get(guid) ?? null } : base;
  });
}
