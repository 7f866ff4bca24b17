import { DEFAULT_STORE } from '@eb/domain/address';
import {
  type AddToCartResult,
  type BuyDesign,
  type BuyLine,
  CART_GRAPHQL_ITEMS_MAX,
  CARTING_FAILED,
  cartPath,
  NO_CART_STRATEGY,
} from '@eb/domain/commerce';
import { planCartBatches, sendInBatches } from '@eb/domain/commerce-rules';
import { cartEndpoints } from '@eb/domain/endpoints/commerce';
import { getSite, isSiteId, type Site } from '@eb/domain/sites';
import { ApiError, call } from './api-client.ts';
import { type CartAttempt, cartAttempt, idempotencyKey } from './cart-attempt.ts';
import { type CartStore, sendCartGraphql } from './cart-graphql.ts';
import { publish } from './event-bus.ts';
import { fetchStoreInfo } from './stores.ts';

/**
 * The client's cart flows (doc 001 §4 "Buy flow", "Add-to-cart"; §7; §8; §9): the design's products
 * go to the cart by the site's strategy — site 3 posts the buy-design result to the estimate
 * add-to-cart endpoint, site 11 sends the configurations to the cart GraphQL endpoint in batches —
 * and a job's installation configuration goes through add-configurations. Every write carries an
 * Idempotency-Key kept for the attempt, so a double click or a retry adds nothing twice.
 */

export interface CartResult {
  /** Where the browser goes next: the internal cart (/Ordering/Cart) or the retailer's (/cart). */
  cartUrl: string;
  cartId: string | null;
  itemCount: number;
}

export interface CartFlowOptions {
  /** The page's site; by default the site the buy-design answer names. */
  site?: Site;
  /** The store the cart is localised to; by default the shopper's, read from the server (doc 001 §3). */
  store?: CartStore | null;
  /** The attempt whose keys to reuse; by default one per design, kept until it succeeds. */
  attempt?: CartAttempt;
  /** The pause between GraphQL batches (the browser's timer unless a test gives another). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const FALLBACK_STORE: CartStore = { storeId: DEFAULT_STORE.storeId, zipcode: DEFAULT_STORE.zipcode };

/**
 * GET interconnected-quotes/storeInfo (doc 001 §3, §7): the shopper's store, the one nearest the
 * address they set last, which the server answers as the default store 121 when there is none. The
 * cart is localised to it; a failed call keeps the default fallback store (and says so in the console).
 */
export async function fetchShopperStore(signal?: AbortSignal): Promise<CartStore> {
  try {
    const store = await fetchStoreInfo(signal);
    return { storeId: store.storeId, zipcode: store.zipcode };
  } catch (error) {
    console.warn('The store could not be read; the cart uses the default store.', error);
    return FALLBACK_STORE;
  }
}

/** GET /estimates/{id}/buy: the design's selected windows with their configurations. */
export function fetchBuyDesign(designId: string, signal?: AbortSignal): Promise<BuyDesign> {
  return call(cartEndpoints.buyDesign, { params: { designId }, signal });
}

function siteOf(buy: BuyDesign, site: Site | undefined): Site {
  if (site) return site;
  if (isSiteId(buy.siteId)) return getSite(buy.siteId);
  throw new ApiError({ status: 0, code: 'BAD_RESPONSE', message: 'The design belongs to an unknown site.' });
}

const nothingToCart = () =>
  new ApiError({ status: 400, code: 'BAD_REQUEST', message: 'Choose a product for a window before adding the design to the cart.' });

/** Site 3: POST /estimatebuilder/addtocart with the buy-design result. */
async function postEstimateAddToCart(buy: BuyDesign, lines: readonly BuyLine[], attempt: CartAttempt): Promise<AddToCartResult> {
  const spec = cartEndpoints.estimateAddToCart;
  const body = { designId: buy.designId, lines: [...lines] };
  return call(spec, { body, headers: { 'idempotency-key': idempotencyKey(attempt, spec.path, body) } });
}

/**
 * The design's products to the cart by the site's strategy (doc 001 §4): the whole buy-design result,
 * or the given lines of it. Answers the cart URL the browser goes to next.
 */
export async function cartDesignProducts(
  buy: BuyDesign,
  site: Site,
  options: { attempt: CartAttempt; lines?: readonly BuyLine[]; store?: CartStore | null; sleep?: (ms: number) => Promise<void> },
): Promise<CartResult> {
  const lines = options.lines ?? buy.lines;
  switch (site.cartStrategy) {
    case 'estimate-add-to-cart': {
      if (lines.length === 0) throw nothingToCart();
      const answer = await postEstimateAddToCart(buy, lines, options.attempt);
      return { cartUrl: cartPath(site.id), cartId: answer.cartId, itemCount: answer.itemCount };
    }
    case 'cart-graphql': {
      if (lines.length === 0) throw nothingToCart();
      const store = options.store ?? (await fetchShopperStore());
      // The configured size (at least 5), never above what one mutation takes.
      const batches = planCartBatches(lines, Math.min(site.cart.batchSize, CART_GRAPHQL_ITEMS_MAX));
      const answers = await sendInBatches(
        batches,
        (batch) => sendCartGraphql(batch, store, options.attempt),
        site.cart.calmMs,
        options.sleep ?? wait,
      );
      const last = answers.at(-1);
      return { cartUrl: cartPath(site.id), cartId: last?.cartId ?? null, itemCount: last?.itemCount ?? 0 };
    }
    default:
      console.warn(NO_CART_STRATEGY);
      throw new Error(NO_CART_STRATEGY);
  }
}

/** POST /api/cart/v2/add-configurations: configurations by guid (a job's installation configuration). */
export function addConfigurationsToCart(
  configurationGuids: readonly string[],
  attempt: CartAttempt = cartAttempt(),
): Promise<AddToCartResult> {
  const spec = cartEndpoints.addConfigurations;
  const body = { configurationGuids: [...configurationGuids] };
  return call(spec, { body, headers: { 'idempotency-key': idempotencyKey(attempt, spec.path, body) } });
}

/** Attempts of the product-only flow by design, kept until one succeeds; flows under way, by design. */
const attempts = new Map<string, CartAttempt>();
const running = new Map<string, Promise<CartResult>>();

/**
 * The product-only buy flow (doc 001 §4 "Buy flow"): buy-design, then the site's strategy, then the
 * 'cart add' analytics event. Answers where the cart is; a failure is logged ('Carting an estimate
 * failed') and rejects with the server's error. A second call while one runs gets the same answer.
 */
export function addDesignToCart(designId: string, options: CartFlowOptions = {}): Promise<CartResult> {
  const under = running.get(designId);
  if (under) return under;
  const attempt = options.attempt ?? attempts.get(designId) ?? cartAttempt();
  attempts.set(designId, attempt);
  const flow = (async () => {
    try {
      const buy = await fetchBuyDesign(designId);
      const site = siteOf(buy, options.site);
      const result = await cartDesignProducts(buy, site, {
        attempt,
        store: options.store ?? null,
        ...(options.sleep && { sleep: options.sleep }),
      });
      attempts.delete(designId);
      publish('cart.add', { flow: 'product-only', designId, siteId: site.id, configurations: buy.lines.length, cartId: result.cartId });
      return result;
    } catch (error) {
      console.error(CARTING_FAILED, error);
      throw error;
    } finally {
      running.delete(designId);
    }
  })();
  running.set(designId, flow);
  return flow;
}
