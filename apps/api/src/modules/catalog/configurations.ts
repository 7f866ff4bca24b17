import { randomUUID } from 'node:crypto';
import type { CatalogProduct, Configuration, ConfigurationInput, PricedConfiguration, RulesResult } from '@eb/domain/catalog';
import { itemProductFrom } from '@eb/domain/catalog-item';
import { DesignAttr } from '@eb/domain/design';
import { checkDimension } from '@eb/domain/measurements';
import { toDollars } from '@eb/domain/money';
import { NAME_LIMITS } from '@eb/domain/names';
import { defaultChoices, priceConfiguration } from '@eb/domain/pricing';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { ConfigurationsTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertMay, permissionActor } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';
import { assertCanEditProducts } from '../designs/policy.ts';
import type { ItemRow } from '../designs/state.ts';
import type { Catalog } from './catalog.ts';

type Row = Selectable<ConfigurationsTable>;

/** Who makes a configuration: it is theirs alone until it is placed on a window. */
export type Maker = Pick<SessionData, 'sid' | 'uid'>;
const ownerOf = (maker: Maker) => ({ owner_session_id: maker.sid, owner_user_id: maker.uid, is_placed: false });

export const configurationNotFound = () => new AppError('NOT_FOUND', 'We could not find that configuration.');

/** Sizes outside the overall limits are bad input (400); inside them, a product's own limits are rule messages. */
function checkSize(width: number, height: number): void {
  const [problem] = sizeProblems(width, height);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
}

/** Unknown option or choice ids are left to the rules, which name them; defaults fill the rest. */
export function price(
  product: CatalogProduct,
  input: Pick<ConfigurationInput, 'width' | 'height' | 'choices'>,
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
    subtotal: toDollars(row.subtotal_cents),
    retail: toDollars(row.retail_cents),
    optionTotal: toDollars(row.option_total_cents),
    isValid: row.is_valid,
    messages: JSON.parse(row.messages) as string[],
    windowName: row.window_name,
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

export async function createConfiguration(db: Db | Tx, catalog: Catalog, maker: Maker, input: ConfigurationInput): Promise<Configuration> {
  const [created] = await createConfigurations(db, catalog, maker, [input]);
  if (!created) throw new Error('The configuration was not saved.');
  return created;
}

/** A new configuration's row, priced by the rules, and what the pricing made of it. */
function newRow(catalog: Catalog, maker: Maker, input: ConfigurationInput) {
  const product = catalog.get(input.productId);
  checkSize(input.width, input.height);
  const { choices, priced } = price(product, input);
  const row = {
    guid: randomUUID(),
    product_id: product.productId,
    ...values(input, choices, priced),
    window_name: windowNameOf(input.windowName),
    ...ownerOf(maker),
  };
  return { row, product, choices, priced };
}

/**
 * New configurations not yet written: their rows (for an insert the caller runs in its own
 * transaction) and each one's window snapshot, in input order. Placed on windows at once, so their
 * maker is the caller but they are only changeable through the design from then on.
 */
export function newConfigurations(catalog: Catalog, maker: Maker, inputs: readonly ConfigurationInput[]) {
  const made = inputs.map((input) => newRow(catalog, maker, input));
  return {
    rows: made.map(({ row }) => row),
    snapshots: made.map(({ row, product, choices, priced }) =>
      itemProductFrom(product, { configurationGuid: row.guid, width: row.width, height: row.height, choices }, priced),
    ),
  };
}

/** Several new configurations in one insert; answered in input order. */
export async function createConfigurations(
  db: Db | Tx,
  catalog: Catalog,
  maker: Maker,
  inputs: readonly ConfigurationInput[],
): Promise<Configuration[]> {
  if (inputs.length === 0) return [];
  const rows = inputs.map((input) => newRow(catalog, maker, input).row);
  const inserted = await db.insertInto('configurations').values(rows).returningAll().execute();
  const byGuid = new Map(inserted.map((row) => [row.guid, row]));
  return rows.map((row) => {
    const saved = byGuid.get(row.guid);
    if (!saved) throw new Error('The configuration was not saved.');
    return present(saved);
  });
}

/**
 * Who may change a configuration: its maker (same session, or same account) until it is placed on a
 * window; from then on only someone the permission table lets edit the products of every window
 * holding it (`window.editProduct`), so that a design's link never lets a reader change its windows,
 * a customer cannot change a measure-and-install design's windows this way either, and an ordered or
 * locked design's configurations stay what the order bought. A placed configuration no window holds
 * any more is a rep's.
 */
async function assertCanChangeConfiguration(tx: Tx, identity: SessionData, row: Row): Promise<void> {
  if (!row.is_placed) {
    const maker = row.owner_session_id === identity.sid || (row.owner_user_id !== null && row.owner_user_id === identity.uid);
    assertMay(permissionActor(identity, maker), 'configuration.change', { placed: false });
    return;
  }
  const holders = await tx
    .selectFrom('designs')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb.selectFrom('items').select('items.design_id').where(sql<string>`items.product->>'configurationGuid'`, '=', row.guid),
    )
    .execute();
  if (holders.length === 0) {
    assertMay(identity, 'configuration.change', { placed: true });
    return;
  }
  const ids = holders.map((design) => design.id);
  const [windows, flags] = await Promise.all([
    tx
      .selectFrom('items')
      .select(['design_id', 'label', 'product'])
      .where('design_id', 'in', ids)
      .where(sql<string>`product->>'configurationGuid'`, '=', row.guid)
      .execute(),
    tx
      .selectFrom('design_attributes')
      .select(['design_id', 'name', 'value'])
      .where('design_id', 'in', ids)
      .where('name', 'in', [DesignAttr.isMandi, DesignAttr.isAutoReleaseDesign])
      .execute(),
  ]);
  for (const design of holders) {
    const attributes = new Map(flags.filter((flag) => flag.design_id === design.id).map((flag) => [flag.name, flag.value]));
    assertCanEditProducts(
      identity,
      design,
      attributes,
      windows.filter((item) => item.design_id === design.id) as Pick<ItemRow, 'label' | 'product'>[],
    );
  }
}

export async function updateConfiguration(
  db: Db,
  catalog: Catalog,
  identity: SessionData,
  guid: string,
  input: ConfigurationInput,
): Promise<Configuration> {
  const product = catalog.get(input.productId);
  checkSize(input.width, input.height);
  const { choices, priced } = price(product, input);
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('configurations').selectAll().where('guid', '=', guid).forUpdate().executeTakeFirst();
    if (!current) throw configurationNotFound();
    await assertCanChangeConfiguration(tx, identity, current);
    const row = await tx
      .updateTable('configurations')
      .set({
        product_id: product.productId,
        ...values(input, choices, priced),
        ...(input.windowName === undefined ? {} : { window_name: windowNameOf(input.windowName) }),
        updated_at: sql<Date>`now()`,
      })
      .where('guid', '=', guid)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw configurationNotFound();
    return present(row);
  });
}

/**
 * Window names handed to the configurator keep to the window name limit (doc 000 §9), counted in
 * characters as names are: cutting UTF-16 units could split an emoji and leave half of it.
 */
const windowNameOf = (name: string | undefined) => [...(name?.normalize('NFC').trim() ?? '')].slice(0, NAME_LIMITS.window).join('') || null;

/**
 * A copy under a new guid (copying a window copies its configuration), in one statement; named for
 * its new window when `newWindowName` is given. The copy is the caller's, not yet placed.
 */
export async function copyConfiguration(db: Db | Tx, maker: Maker, guid: string, newWindowName?: string): Promise<Configuration> {
  const copied = [
    'product_id',
    'width',
    'height',
    'choices',
    'subtotal_cents',
    'retail_cents',
    'option_total_cents',
    'is_valid',
    'messages',
  ] as const;
  const row = await db
    .insertInto('configurations')
    .columns(['guid', ...copied, 'window_name', 'owner_session_id', 'owner_user_id', 'is_placed'])
    .expression((eb) =>
      eb
        .selectFrom('configurations')
        .select([
          sql<string>`${randomUUID()}::uuid`.as('guid'),
          ...copied,
          newWindowName === undefined ? 'window_name' : sql<string | null>`${windowNameOf(newWindowName)}::text`.as('window_name'),
          sql<string>`${maker.sid}::text`.as('owner_session_id'),
          sql<string | null>`${maker.uid}::text`.as('owner_user_id'),
          sql<boolean>`false`.as('is_placed'),
        ])
        .where('guid', '=', guid),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw configurationNotFound();
  return present(row);
}

/** Several configurations, in the order asked; unknown guids are left out. */
export async function getConfigurations(db: Db, guids: readonly string[]): Promise<Configuration[]> {
  if (guids.length === 0) return [];
  const rows = await db
    .selectFrom('configurations')
    .selectAll()
    .where('guid', 'in', [...guids])
    .execute();
  const byGuid = new Map(rows.map((row) => [row.guid, row]));
  return [...new Set(guids)].flatMap((guid) => {
    const row = byGuid.get(guid);
    return row ? [present(row)] : [];
  });
}

/** A configuration priced again, and whether its stored price or validity moved. */
export interface Repriced {
  configuration: Configuration;
  changed: boolean;
}

/** Choices compared whatever the order their keys were written in. */
const sameChoices = (a: string, b: string) => {
  const left = JSON.parse(a) as Record<string, string>;
  const right = JSON.parse(b) as Record<string, string>;
  return Object.keys(left).length === Object.keys(right).length && Object.entries(left).every(([key, value]) => right[key] === value);
};

const sameStored = (a: ReturnType<typeof values>, row: Row) =>
  sameChoices(a.choices, row.choices) &&
  a.subtotal_cents === row.subtotal_cents &&
  a.retail_cents === row.retail_cents &&
  a.option_total_cents === row.option_total_cents &&
  a.is_valid === row.is_valid &&
  a.messages === row.messages;

/**
 * Prices several stored configurations again with today's catalog and saves those whose result
 * moved: one read and at most one write whatever their number, inside the caller's transaction.
 * Keyed by guid; unknown guids are left out, and a product gone from the catalog is answered
 * invalid without being saved.
 */
export async function repriceConfigurations(tx: Tx, catalog: Catalog, guids: readonly string[]): Promise<Map<string, Repriced>> {
  const answered = new Map<string, Repriced>();
  if (guids.length === 0) return answered;
  const rows = await tx.selectFrom('configurations').selectAll().where('guid', 'in', guids).forUpdate().execute();
  const changes: (ReturnType<typeof values> & { guid: string })[] = [];
  for (const row of rows) {
    const current = present(row);
    const product = catalog.find(current.productId);
    if (!product) {
      answered.set(row.guid, {
        configuration: { ...current, isValid: false, messages: ['This product is no longer available.'] },
        changed: current.isValid,
      });
      continue;
    }
    const { choices, priced } = price(product, current);
    const next = values(current, choices, priced);
    const changed = !sameStored(next, row);
    if (changed) changes.push({ guid: row.guid, ...next });
    answered.set(row.guid, { configuration: present({ ...row, ...next, width: row.width, height: row.height }), changed });
  }
  if (changes.length > 0) {
    const list = sql.join(
      changes.map(
        (change) =>
          sql`(${change.guid}::uuid, ${change.choices}, ${change.subtotal_cents}::integer, ${change.retail_cents}::integer, ${change.option_total_cents}::integer, ${change.is_valid}::boolean, ${change.messages})`,
      ),
    );
    await sql`
      update configurations as c
      set choices = v.choices, subtotal_cents = v.subtotal_cents, retail_cents = v.retail_cents,
          option_total_cents = v.option_total_cents, is_valid = v.is_valid, messages = v.messages, updated_at = now()
      from (values ${list}) as v (guid, choices, subtotal_cents, retail_cents, option_total_cents, is_valid, messages)
      where c.guid = v.guid
    `.execute(tx);
  }
  return answered;
}

export type { RulesResult };

/** Sentences for a size outside the overall limits or off the eighth grid (doc 000 §5); empty when fine. */
function sizeProblems(width: number, height: number): string[] {
  return [checkDimension('width', width), checkDimension('height', height)].filter((message): message is string => message !== null);
}

/**
 * Product rules for a stored configuration with overrides (choices, size), without saving: what the
 * configurator shows as choices change, and the copy-style dimension check. A size outside the
 * overall limits is refused (400), unless `answerBadSize` asks for it to be answered as a rule
 * message that cannot go to the cart (a measured mandi window is what it is).
 */
export async function executeRules(
  db: Db,
  catalog: Catalog,
  guid: string,
  overrides: { choices?: Record<string, string> | undefined; width?: number | undefined; height?: number | undefined },
  options: { answerBadSize?: boolean } = {},
): Promise<RulesResult> {
  const current = await getConfiguration(db, guid);
  const product = catalog.get(current.productId);
  const width = overrides.width ?? current.width;
  const height = overrides.height ?? current.height;
  const problems = sizeProblems(width, height);
  if (problems.length > 0 && !options.answerBadSize) throw new AppError('VALIDATION_FAILED', problems[0] ?? 'The size is not valid.');
  const { choices, priced } = price(product, { width, height, choices: { ...current.choices, ...overrides.choices } });
  const fits = width >= product.minWidth && width <= product.maxWidth && height >= product.minHeight && height <= product.maxHeight;
  const isValid = priced.isValid && problems.length === 0;
  return {
    isValid,
    messages: [...problems, ...priced.messages],
    hasPricing: priced.hasPricing,
    canAddToCart: isValid && fits && priced.hasPricing && product.status !== 'Discontinued',
    price: toDollars(priced.subtotalCents),
    retail: toDollars(priced.retailCents),
    optionTotal: toDollars(priced.optionSubtotalCents),
    choices,
  };
}
