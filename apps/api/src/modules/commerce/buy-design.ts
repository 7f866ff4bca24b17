import type { BuyDesign, BuyLine } from '@eb/domain/commerce';
import { purchaseOptionOf, selectedWindows } from '@eb/domain/commerce-rules';
import type { DesignGraph } from '@eb/domain/design';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { presentGraph } from '../designs/present.ts';
import { loadState } from '../designs/state.ts';
import { retailerProductId } from '../installation/eligibility-product-map.ts';
import { buyRefusal, roomNameOf } from './buy-rules.ts';
import { type AddedToCart, addLinesToCart } from './cart-add.ts';
import { type CartCaller, isInternalUser } from './cart-caller.ts';
import { productLineOf } from './cart-lines.ts';
import type { WindowWithProduct } from './cart-sources.ts';

/**
 * The product-only buy flow on the server (doc 001 §4 "Buy flow", §7 "GET buy-design"): what feeds
 * the cart, and the {product} site's add-to-cart that takes it back, checked again from the database.
 */

/** A design id is a read capability (ARCHITECTURE "Identity"): whoever holds it may read what it would cost. */
async function buyableGraph(db: Db | Tx, caller: CartCaller, designId: string): Promise<DesignGraph> {
  const state = await loadState(db, designId);
  if (!state) throw designNotFound();
  const graph = presentGraph(state);
  const refusal = buyRefusal(graph, isInternalUser(caller.identity));
  if (refusal) throw refusal;
  return graph;
}

const selectedOf = (graph: DesignGraph) => selectedWindows(graph.items) as WindowWithProduct[];

/** The site's product id of a sku: the retailer's own id on site 11 (its product map), else the sku. */
const siteProductId = (siteId: number, sku: string) => (siteId === 11 ? retailerProductId(sku) : sku);

function buyLine(graph: DesignGraph, item: WindowWithProduct, siteId: number): BuyLine {
  const product = item.itemProduct;
  const option = purchaseOptionOf(item);
  return {
    itemId: item.itemId,
    configurationGuid: product.configurationGuid,
    roomName: roomNameOf(graph, item),
    windowName: item.label,
    productId: siteProductId(siteId, product.skuNumber),
    skuNumber: product.skuNumber,
    productName: product.productName,
    quantity: item.quantity,
    price: product.price,
    retail: product.retail,
    purchaseOption: option === 'product-only' ? 'product-only' : 'product-and-install',
  };
}

/** `GET /estimates/{id}/buy`: the selected windows (product placed, not saved for later), unit prices as stored. */
export async function buyDesign(db: Db, caller: CartCaller, designId: string): Promise<BuyDesign> {
  const graph = await buyableGraph(db, caller, designId);
  return {
    designId: graph.design.designId,
    designName: graph.design.name,
    siteId: caller.siteId,
    lines: selectedOf(graph).map((item) => buyLine(graph, item, caller.siteId)),
  };
}

export const notSelected = (guid: string) =>
  new AppError(
    'CONFLICT',
    `Configuration ${guid} is not on a selected window of this design any more. Reload the design and add it to the cart again.`,
  );

/**
 * `POST /estimatebuilder/addtocart`: the buy-design result comes back; everything is read again
 * (the rules, which windows are selected, every price) and each window named becomes one cart line.
 * A line that names only a configuration stands for every selected window that carries it (windows
 * made with Duplicate share one), so the cart holds what the summary counted.
 */
export async function addDesignToCart(
  tx: Tx,
  caller: CartCaller,
  body: { designId: string; lines: { configurationGuid: string; itemId?: string | undefined }[] },
): Promise<AddedToCart> {
  const graph = await buyableGraph(tx, caller, body.designId);
  const selected = selectedOf(graph);
  const lines = body.lines.flatMap(({ configurationGuid, itemId }) => {
    const windows = selected.filter(
      (item) => item.itemProduct.configurationGuid === configurationGuid && (itemId === undefined || item.itemId === itemId),
    );
    if (windows.length === 0) throw notSelected(configurationGuid);
    return windows.map((item) => productLineOf(graph, item));
  });
  return addLinesToCart(tx, caller, lines);
}
