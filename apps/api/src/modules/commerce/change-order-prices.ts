import type { Configuration } from '@eb/domain/catalog';
import { itemProductFrom } from '@eb/domain/catalog-item';
import type { ItemProduct } from '@eb/domain/design';
import {
  type ChangeOrderPrices,
  diffChangeOrder,
  type OrderPriceChanges,
  type PriceSnapshot,
  priceSnapshotOf,
  type SavedWindow,
} from '@eb/domain/price-changes';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderLinesTable } from '../../db/schema.ts';
import type { SessionData } from '../../http/session.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { getConfigurations, price } from '../catalog/configurations.ts';
import { priceDesigns } from '../designs/design-prices.ts';
import { stagedPricesOf } from '../designs/saved-prices.ts';
import { readableOrder } from './order-access.ts';
import { lineTotalCents, tiedDesigns } from './order-present.ts';

/**
 * What a change order adds to an order, per auto-release design whose windows were staged on it: each
 * window's line against the line the design showed when it was staged (kept by `addlineitems`). Once
 * completed, the order's lines are what it charges; before, the staged windows priced with today's
 * catalog at retail, as completing would charge them now. Read only: nothing is priced into storage.
 */

type OrderLineRow = Selectable<OrderLinesTable>;
type Identity = Pick<SessionData, 'sid' | 'uid' | 'role' | 'repId'>;

/** An order line as a kept window: the line keeps its options by name only, so the shown choices stand in (completing refused any gone). */
function chargedLine(shown: PriceSnapshot, line: OrderLineRow): SavedWindow {
  const then = shown.windows.find((window) => window.itemId === line.item_id);
  return {
    itemId: line.item_id ?? line.id,
    roomName: line.room_name ?? '',
    windowLabel: line.window_name ?? '',
    productName: line.product_name,
    configurationGuid: line.configuration_guid,
    quantity: line.quantity,
    unitPriceCents: line.unit_price_cents,
    unitRetailCents: line.unit_retail_cents,
    lineCents: lineTotalCents(line),
    selected: true,
    choices: then?.choices ?? [],
    isValid: true,
    productStatus: then?.productStatus ?? 'Active',
  };
}

/** A window's product priced with today's catalog, as completing prices it; null when the product is gone. */
function repricedProduct(catalog: Catalog, configuration: Configuration): ItemProduct | null {
  const product = catalog.find(configuration.productId);
  if (!product) return null;
  const { choices, priced } = price(product, configuration);
  return itemProductFrom(product, { ...configuration, choices }, priced);
}

/** The staged windows of designs not completed yet, priced with today's catalog, by design. */
async function stagedNow(db: Db, catalog: Catalog, designIds: string[], guids: Set<string>): Promise<Map<string, SavedWindow[]>> {
  if (designIds.length === 0 || guids.size === 0) return new Map();
  const [priced, configurations] = await Promise.all([priceDesigns(db, designIds), getConfigurations(db, [...guids])]);
  const fresh = new Map(configurations.map((configuration) => [configuration.configurationGuid, repricedProduct(catalog, configuration)]));
  return new Map(
    [...priced.values()].map(({ design, graph, price: designPrice }) => {
      const items = graph.items.map((item) => {
        const current = item.itemProduct;
        const next = current ? fresh.get(current.configurationGuid) : undefined;
        if (!current || next === undefined) return item;
        return { ...item, itemProduct: next ?? { ...current, isValid: false, pipToCart: false } };
      });
      const windows = priceSnapshotOf({ ...graph, items }, designPrice).windows.filter((window) => guids.has(window.configurationGuid));
      return [design.id, windows];
    }),
  );
}

/** `GET /api/orders/{ref}/price-changes`, for whoever may read the order (else 404). */
export async function orderPriceChanges(db: Db, catalog: Catalog, identity: Identity, ref: string): Promise<OrderPriceChanges> {
  const order = await readableOrder(db, identity, ref);
  const tied = await tiedDesigns(db, [order.order_number]);
  const staged = await stagedPricesOf(
    db,
    tied.map((design) => design.designId),
  );
  if (staged.size === 0) return { designs: [] };
  const designIds = [...staged.keys()];
  const [lines, open] = await Promise.all([
    db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'product')
      .where('change_order_id', 'is not', null)
      .where('design_id', 'in', designIds)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('change_orders')
      .select('line_item_group_guids')
      .where('order_id', '=', order.id)
      .where('status', '<>', 'completed')
      .executeTakeFirst(),
  ]);
  const completed = new Set(lines.map((line) => line.design_id));
  const openGuids = new Set((open?.line_item_group_guids as string[] | null | undefined) ?? []);
  const pending = await stagedNow(
    db,
    catalog,
    designIds.filter((designId) => !completed.has(designId)),
    openGuids,
  );
  const designs = tied.flatMap((design): ChangeOrderPrices[] => {
    const kept = staged.get(design.designId);
    if (!kept) return [];
    const own = lines.filter((line) => line.design_id === design.designId);
    const charged = own.length > 0 ? own.map((line) => chargedLine(kept.snapshot, line)) : (pending.get(design.designId) ?? []);
    if (charged.length === 0) return [];
    return [
      {
        designId: design.designId,
        designName: design.name,
        status: own.length > 0 ? 'completed' : 'staged',
        stagedAt: kept.takenAt,
        ...diffChangeOrder(kept.snapshot, charged),
      },
    ];
  });
  return { designs };
}
