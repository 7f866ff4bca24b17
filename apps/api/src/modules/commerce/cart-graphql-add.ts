import {
  CART_DELIVERY_TYPE,
  CART_GRAPHQL_ITEMS_MAX,
  CART_ITEM_LOCATION,
  CART_ITEM_QUANTITY,
  CART_ITEM_TYPE,
  type CartGraphqlAnswer,
  type CartGraphqlItem,
  type CartGraphqlMessage,
  type CartGraphqlRequest,
} from '@eb/domain/commerce';
import { uuid } from '@eb/domain/design';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { retailerProductId } from '../installation/eligibility-product-map.ts';
import { addLinesToCart } from './cart-add.ts';
import type { CartCaller } from './cart-caller.ts';
import { type Resolved, resolveConfiguration } from './cart-configurations.ts';
import { findCartSources } from './cart-sources.ts';
import type { NewCartLine } from './cart-store.ts';

/**
 * The addToCart mutation (doc 001 §7) on the server: each item names one configuration in its GCC
 * delivery; those that can be bought are added, each of the others comes back as an error message
 * correlated to its configuration id. Prices and quantities come from the database, never the request.
 */

const ZIP = /^\d{5}(-\d{4})?$/;
const STORE = /^\d{1,10}$/;
/** The largest store number a column holds. */
const INT4_MAX = 2_147_483_647;
const ITEM_ID_MAX = 64;
const DELIVERIES_MAX = 5;

/** Request-wide checks: a bad request as a whole is a GraphQL error (400), not a message. */
export function checkCartRequest(request: CartGraphqlRequest): void {
  const { items, localization } = request;
  if (items.length === 0) throw badRequest('Please send at least one item.');
  if (items.length > CART_GRAPHQL_ITEMS_MAX) throw badRequest(`Send at most ${CART_GRAPHQL_ITEMS_MAX} items per call.`);
  if (!ZIP.test(localization.zip)) throw badRequest('localization.zip must be a five-digit zip code.');
  if (!STORE.test(localization.store)) throw badRequest('localization.store must be a store number.');
  for (const [index, item] of items.entries()) {
    if (item.itemId.length === 0 || item.itemId.length > ITEM_ID_MAX) {
      throw badRequest(`items[${index}].itemId must be 1 to ${ITEM_ID_MAX} characters.`);
    }
    if (item.delivery.length > DELIVERIES_MAX) throw badRequest(`items[${index}].delivery takes at most ${DELIVERIES_MAX} entries.`);
    const words = [item.location, item.type, ...item.delivery.flatMap((entry) => [entry.configId, entry.type])];
    if (words.some((word) => word.length > ITEM_ID_MAX))
      throw badRequest(`items[${index}] has a value longer than ${ITEM_ID_MAX} characters.`);
  }
}

function errorMessage(correlationId: string, shortDesc: string, longDesc: string): CartGraphqlMessage {
  return { type: 'error', messageCategoryType: 'Business', correlationId, correlationType: 'configId', shortDesc, longDesc };
}

/** The configuration an item names, or why the item itself is not one we take. */
function configurationOf(item: CartGraphqlItem): { configId: string } | { message: CartGraphqlMessage } {
  const delivery = item.delivery.find((entry) => entry.type === CART_DELIVERY_TYPE);
  const configId = delivery?.configId ?? item.delivery[0]?.configId ?? item.itemId;
  const refuse = (longDesc: string) => ({ message: errorMessage(configId, 'Not added', longDesc) });
  if (!delivery) return refuse(`Item ${item.itemId} has no ${CART_DELIVERY_TYPE} delivery naming its configuration.`);
  if (!uuid.safeParse(delivery.configId).success) return refuse(`${delivery.configId} is not a configuration id.`);
  if (item.quantity !== CART_ITEM_QUANTITY) {
    return refuse(`Each cart item is one configuration: send quantity ${CART_ITEM_QUANTITY} (the design sets how many windows).`);
  }
  if (item.location !== CART_ITEM_LOCATION || item.type !== CART_ITEM_TYPE) {
    return refuse(`Custom window coverings ship direct: send location ${CART_ITEM_LOCATION} and type ${CART_ITEM_TYPE}.`);
  }
  return { configId: delivery.configId };
}

/** The item id must name the configuration's product (our sku or the retailer's id), or its job. */
function itemIdMatches(itemId: string, resolved: Extract<Resolved, { ok: true }>): boolean {
  const { source } = resolved;
  if (source.kind === 'installation') return itemId === source.job.jobUid || itemId === source.guid;
  const sku = source.items[0]?.itemProduct.skuNumber ?? '';
  return itemId === sku || itemId === retailerProductId(sku);
}

export async function addGraphqlItems(tx: Tx, caller: CartCaller, request: CartGraphqlRequest): Promise<CartGraphqlAnswer> {
  // The cart is localised to one of the retailer's stores (the shopper's, from storeInfo): a store
  // that is not one is refused as the whole request.
  const storeNumber = Number(request.localization.store);
  const store =
    storeNumber <= INT4_MAX
      ? await tx.selectFrom('stores').select('store_number').where('store_number', '=', storeNumber).executeTakeFirst()
      : undefined;
  if (!store) throw badRequest(`localization.store ${request.localization.store} is not one of our stores.`);
  const wanted = request.items.map((item) => ({ item, named: configurationOf(item) }));
  const guids = wanted.flatMap(({ named }) => ('configId' in named ? [named.configId] : []));
  const sources = await findCartSources(tx, guids);
  const messages: CartGraphqlMessage[] = [];
  const lines: NewCartLine[] = [];
  for (const { item, named } of wanted) {
    if ('message' in named) {
      messages.push(named.message);
      continue;
    }
    const resolved = resolveConfiguration(caller, named.configId, sources.get(named.configId));
    if (!resolved.ok) {
      messages.push(errorMessage(named.configId, resolved.code === 'NOT_FOUND' ? 'Not found' : 'Not added', resolved.message));
    } else if (!itemIdMatches(item.itemId, resolved)) {
      messages.push(
        errorMessage(named.configId, 'Not added', `Item ${item.itemId} is not the product of configuration ${named.configId}.`),
      );
    } else {
      lines.push(...resolved.lines);
    }
  }
  const added = await addLinesToCart(tx, caller, lines);
  return { cartId: added.cartId, itemCount: added.itemCount, messages };
}
