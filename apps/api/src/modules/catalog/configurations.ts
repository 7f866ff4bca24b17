import { randomUUID } from 'node:crypto';
import type { CatalogProduct, Configuration, ConfigurationInput, PricedConfiguration } from '@eb/domain/catalog';
import { checkDimension } from '@eb/domain/measurements';
import { defaultChoices, priceConfiguration } from '@eb/domain/pricing';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { ConfigurationsTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Catalog } from './catalog.ts';

type Row = Selectable<ConfigurationsTable>;

export const configurationNotFound = () => new AppError('NOT_FOUND', 'We could not find that configuration.');

/** Sizes outside the overall limits are bad input (400); inside them, a product's own limits are rule messages. */
function checkSize(width: number, height: number): void {
  for (const message of [checkDimension('width', width), checkDimension('height', height)]) {
    if (message) throw new AppError('VALIDATION_FAILED', message);
  }
}

/** Unknown option or choice ids are left to the rules, which name them; defaults fill the rest. */
export function price(
  product: CatalogProduct,
  input: Omit<ConfigurationInput, 'productId'>,
): { choices: Record<string, string>; priced: PricedConfiguration } {
  const choices = { ...defaultChoices(product), ...input.choices };
  return { choices, priced: priceConfiguration(product, { width: input.width, height: input.height, choices }) };
}

export function present(row: Row): Configuration {
  return {
    configurationGuid: row.guid,
    productId: row.product_id,
    width: Number(row.width),
    height: Number(row.height),
    choices: JSON.parse(row.choices) as Record<string, string>,
    subtotal: row.subtotal_cents / 100,
    retail: row.retail_cents / 100,
    optionTotal: row.option_total_cents / 100,
    isValid: row.is_valid,
    messages: JSON.parse(row.messages) as string[],
  };
}

function values(input: { width: number; height: number }, choices: Record<string, string>, priced: PricedConfiguration) {
  return {
    width: input.width,
    height: input.height,
    choices: JSON.stringify(choices),
    subtotal_cents: priced.subtotalCents,
    retail_cents: priced.retailCents,
    option_total_cents: priced.optionSubtotalCents,
    is_valid: priced.isValid,
    messages: JSON.stringify(priced.messages),
  };
}

export async function findConfiguration(db: Db | Tx, guid: string): Promise<Row | undefined> {
  return db.selectFrom('configurations').selectAll().where('guid', '=', guid).executeTakeFirst();
}

export async function getConfiguration(db: Db, guid: string): Promise<Configuration> {
  const row = await findConfiguration(db, guid);
  if (!row) throw configurationNotFound();
  return present(row);
}

export async function createConfiguration(db: Db | Tx, catalog: Catalog, input: ConfigurationInput): Promise<Configuration> {
  const product = catalog.get(input.productId);
  checkSize(input.width, input.height);
  const { choices, priced } = price(product, input);
  const row = await db
    .insertInto('configurations')
    .values({ guid: randomUUID(), product_id: product.productId, ...values(input, choices, priced) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row);
}

export async function updateConfiguration(db: Db, catalog: Catalog, guid: string, input: ConfigurationInput): Promise<Configuration> {
  const product = catalog.get(input.productId);
  checkSize(input.width, input.height);
  const { choices, priced } = price(product, input);
  const row = await db
    .updateTable('configurations')
    .set({ product_id: product.productId, ...values(input, choices, priced), updated_at: sql<Date>`now()` })
    .where('guid', '=', guid)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw configurationNotFound();
  return present(row);
}

/** A copy under a new guid (copying a window copies its configuration). */
export async function copyConfiguration(db: Db | Tx, guid: string): Promise<Configuration> {
  const source = await findConfiguration(db, guid);
  if (!source) throw configurationNotFound();
  const row = await db
    .insertInto('configurations')
    .values({ ...source, guid: randomUUID(), created_at: new Date(), updated_at: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row);
}

/** Prices several stored configurations again with today's catalog and saves the result. */
export async function repriceConfigurations(db: Db, catalog: Catalog, guids: string[]): Promise<Configuration[]> {
  if (guids.length === 0) return [];
  return db.transaction().execute(async (tx) => {
    const rows = await tx.selectFrom('configurations').selectAll().where('guid', 'in', guids).execute();
    const answered: Configuration[] = [];
    for (const row of rows) {
      const current = present(row);
      const product = catalog.find(current.productId);
      if (!product) {
        answered.push({ ...current, isValid: false, messages: ['This product is no longer available.'] });
        continue;
      }
      const { choices, priced } = price(product, current);
      const updated = await tx
        .updateTable('configurations')
        .set({ ...values(current, choices, priced), updated_at: sql<Date>`now()` })
        .where('guid', '=', row.guid)
        .returningAll()
        .executeTakeFirstOrThrow();
      answered.push(present(updated));
    }
    const order = new Map(guids.map((guid, index) => [guid, index]));
    return answered.sort((a, b) => (order.get(a.configurationGuid) ?? 0) - (order.get(b.configurationGuid) ?? 0));
  });
}

export interface RulesResult {
  isValid: boolean;
  messages: string[];
  hasPricing: boolean;
  canAddToCart: boolean;
  price: number;
  retail: number;
  optionTotal: number;
  choices: Record<string, string>;
}

/**
 * Product rules for a stored configuration with overrides (choices, size), without saving: what the
 * configurator shows as choices change, and the copy-style dimension check.
 */
export async function executeRules(
  db: Db,
  catalog: Catalog,
  guid: string,
  overrides: { choices?: Record<string, string> | undefined; width?: number | undefined; height?: number | undefined },
): Promise<RulesResult> {
  const current = await getConfiguration(db, guid);
  const product = catalog.get(current.productId);
  const width = overrides.width ?? current.width;
  const height = overrides.height ?? current.height;
  checkSize(width, height);
  const { choices, priced } = price(product, { width, height, choices: { ...current.choices, ...overrides.choices } });
  const fits = width >= product.minWidth && width <= product.maxWidth && height >= product.minHeight && height <= product.maxHeight;
  return {
    isValid: priced.isValid,
    messages: priced.messages,
    hasPricing: priced.hasPricing,
    canAddToCart: priced.isValid && fits && priced.hasPricing && product.status !== 'Discontinued',
    price: priced.subtotalCents / 100,
    retail: priced.retailCents / 100,
    optionTotal: priced.optionSubtotalCents / 100,
    choices,
  };
}
