import { randomUUID } from 'node:crypto';
import { DesignAttr } from '@eb/domain/design';
import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { price, repriceConfigurations } from '../catalog/configurations.ts';
import type { OrderRow } from './order-access.ts';

/** A window of an auto-release design tied to the order, named by its configuration guid. */
export interface OrderWindow {
  guid: string;
  designId: string;
  designName: string;
  itemId: string;
  label: string;
  roomName: string;
  quantity: number;
  jobUid: string | null;
}

export const CHECK_WINDOWS = 'Please check the following windows and try again:';

/**
 * The windows the guids name, on auto-release designs tied to this order (design attributes
 * isAutoReleaseDesign 'true' and orderNumber), with those designs locked for the rest of the
 * transaction. A guid is a line item group: every window carrying that configuration (a window and the
 * copies Duplicate made of it), each its own order line, as the cart buys them. Refused as a whole: a
 * guid that is no such window (400), a window already on the order (409), or a window of a design
 * already completed or locked (409).
 */
export async function orderWindows(tx: Tx, order: OrderRow, guids: readonly string[]): Promise<OrderWindow[]> {
  const asked = [...new Set(guids)];
  const rows = await tx
    .selectFrom('items')
    .innerJoin('designs', 'designs.id', 'items.design_id')
    .innerJoin('containers', 'containers.id', 'items.container_id')
    .innerJoin('design_attributes as tie', (join) =>
      join.onRef('tie.design_id', '=', 'designs.id').on('tie.name', '=', DesignAttr.orderNumber).on('tie.value', '=', order.order_number),
    )
    .innerJoin('design_attributes as flag', (join) =>
      join.onRef('flag.design_id', '=', 'designs.id').on('flag.name', '=', DesignAttr.isAutoReleaseDesign).on('flag.value', '=', 'true'),
    )
    .leftJoin('design_attributes as job', (join) => join.onRef('job.design_id', '=', 'designs.id').on('job.name', '=', DesignAttr.jobUid))
    .select([
      sql<string>`items.product->>'configurationGuid'`.as('guid'),
      'designs.id as design_id',
      'designs.name as design_name',
      'items.id as item_id',
      'items.label',
      'items.quantity',
      'containers.name as room_name',
      'job.value as job_uid',
    ])
    .where(sql<string>`items.product->>'configurationGuid'`, 'in', asked)
    .orderBy('containers.position')
    .orderBy('items.position')
    .execute();

  const unknown = asked.filter((guid) => !rows.some((row) => row.guid === guid));
  if (unknown.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `${unknown.length === 1 ? 'A line item group is' : `${unknown.length} line item groups are`} not a window of a design tied to order ${order.order_number.toUpperCase()}.`,
      unknown.map((guid) => ({ path: 'body', configurationGuid: guid, message: 'Not a window of a design tied to this order.' })),
    );
  }
  const onOrder = await tx
    .selectFrom('order_lines')
    .select('item_id')
    .where('order_id', '=', order.id)
    .where(
      'item_id',
      'in',
      rows.map((row) => row.item_id),
    )
    .execute();
  if (onOrder.length > 0) {
    const labels = rows.filter((row) => onOrder.some((line) => line.item_id === row.item_id)).map((row) => row.label);
    throw new AppError('CONFLICT', `These windows are already on the order: ${labels.join(', ')}.`);
  }

  const designIds = [...new Set(rows.map((row) => row.design_id))].sort();
  const designs = await tx
    .selectFrom('designs')
    .select(['id', 'name', 'is_locked_or_ordered'])
    .where('id', 'in', designIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const locked = designs.filter((design) => design.is_locked_or_ordered);
  if (locked.length > 0) {
    throw new AppError(
      'DESIGN_LOCKED',
      `The design ${locked.map((design) => design.name).join(', ')} has already been added to the order or locked.`,
    );
  }
  return asked.flatMap((guid) =>
    rows
      .filter((row) => row.guid === guid)
      .map((row) => ({
        guid,
        designId: row.design_id,
        designName: row.design_name,
        itemId: row.item_id,
        label: row.label,
        roomName: row.room_name,
        quantity: row.quantity,
        jobUid: row.job_uid,
      })),
  );
}

const invalidWindows = (labels: string[], guids: string[]) =>
  new AppError(
    'CONFLICT',
    `${CHECK_WINDOWS} ${labels.join(', ')}`,
    [...new Set(guids)].map((guid) => ({
      configurationGuid: guid,
      message: 'The product on this window is not valid or is discontinued.',
    })),
  );

/** The windows' configurations as stored must be valid and their products still sold (staging lines). */
export async function assertStoredValid(tx: Tx, catalog: Catalog, windows: readonly OrderWindow[]): Promise<void> {
  if (windows.length === 0) return;
  const rows = await tx
    .selectFrom('configurations')
    .select(['guid', 'product_id', 'is_valid'])
    .where(
      'guid',
      'in',
      windows.map((window) => window.guid),
    )
    .execute();
  const bad = windows.filter((window) => {
    const row = rows.find((candidate) => candidate.guid === window.guid);
    const product = row ? catalog.find(row.product_id) : undefined;
    return !row?.is_valid || !product || product.status === 'Discontinued';
  });
  if (bad.length > 0) {
    throw invalidWindows(
      bad.map((window) => window.label),
      bad.map((window) => window.guid),
    );
  }
}

/** What a new order line of a change order is, before its tax. */
export interface ChangeOrderLineDraft {
  id: string;
  order_id: string;
  kind: 'product';
  configuration_guid: string;
  line_item_group_guid: string;
  design_id: string;
  design_name: string;
  item_id: string;
  room_name: string;
  window_name: string;
  product_id: string;
  product_name: string;
  options: string;
  width: number;
  height: number;
  unit_price_cents: number;
  unit_retail_cents: number;
  quantity: number;
  job_uid: string | null;
  change_order_id: string;
  position: number;
}

/**
 * The order lines of the windows, priced again with today's catalog (the stored configurations take
 * the new price, inside the caller's transaction) at the retail price the design showed: a
 * configuration no longer valid, or whose product is discontinued or gone, refuses them all (409)
 * with the windows' labels.
 */
export async function pricedLines(
  tx: Tx,
  catalog: Catalog,
  order: OrderRow,
  changeOrderId: string,
  windows: readonly OrderWindow[],
): Promise<ChangeOrderLineDraft[]> {
  const repriced = await repriceConfigurations(tx, catalog, [...new Set(windows.map((window) => window.guid))]);
  const bad = windows.filter((window) => {
    const entry = repriced.get(window.guid);
    const product = entry ? catalog.find(entry.configuration.productId) : undefined;
    return !entry?.configuration.isValid || !product || product.status === 'Discontinued';
  });
  if (bad.length > 0) {
    throw invalidWindows(
      bad.map((window) => window.label),
      bad.map((window) => window.guid),
    );
  }
  const last = await tx
    .selectFrom('order_lines')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  const start = Number(last?.position ?? 0);
  return windows.map((window, index) => {
    const configuration = repriced.get(window.guid)?.configuration;
    const product = configuration ? catalog.find(configuration.productId) : undefined;
    if (!configuration || !product) throw new Error('A checked configuration went missing.');
    const { priced } = price(product, configuration);
    const options = priced.choices
      .filter((choice) => !choice.isInternal)
      .map((choice) => ({ name: choice.optionName, value: choice.choiceValue }));
    return {
      id: randomUUID(),
      order_id: order.id,
      kind: 'product',
      configuration_guid: window.guid,
      // The window is the line's group, as on an order (copies share their configuration).
      line_item_group_guid: window.itemId,
      design_id: window.designId,
      design_name: window.designName,
      item_id: window.itemId,
      room_name: window.roomName,
      window_name: window.label,
      product_id: product.productId,
      product_name: product.name,
      options: JSON.stringify(options),
      width: configuration.width,
      height: configuration.height,
      // Windows added to an order are shown and confirmed at retail (doc 001 §2, §9: an auto-release
      // design shows only retail, and its subtotal is that product total): they are charged so.
      unit_price_cents: priced.retailCents,
      unit_retail_cents: priced.retailCents,
      quantity: window.quantity,
      job_uid: window.jobUid,
      change_order_id: changeOrderId,
      position: start + index + 1,
    };
  });
}
