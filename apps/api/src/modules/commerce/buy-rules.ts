import { BUY_BLOCK_MESSAGES, type BuyBlockReason } from '@eb/domain/commerce';
import { designBuyBlock, purchaseOptionOf, windowsBlockingBuy, windowValidForCart } from '@eb/domain/commerce-rules';
import { DesignAttr, type DesignGraph, type Item } from '@eb/domain/design';
import { hasInStoreMeasureOrder } from '@eb/domain/in-store-measure';
import { AppError } from '../../errors.ts';

/**
 * Whether a design, or one window's configuration, may go to the cart (doc 001 §5 Buy Now, §8):
 * the domain's `designBuyBlock` on the stored design (the page disables Checkout by the same rule),
 * and per window for the calls that name configurations.
 */

const isAutoRelease = (graph: DesignGraph) => graph.design.attributes[DesignAttr.isAutoReleaseDesign] === 'true';
const isInvalid = (item: Item) => Boolean(item.itemProduct && !item.itemProduct.isValid);
const isDiscontinued = (item: Item) => item.itemProduct?.productStatus === 'Discontinued';

export function roomNameOf(graph: DesignGraph, item: Item): string {
  return graph.containers.find((room) => room.containerId === item.containerId)?.name ?? '';
}

/** The windows a refusal is about (the domain's `windowsBlockingBuy`, as the page names them), so that the page can point at them. */
function windowsBehind(graph: DesignGraph, reason: BuyBlockReason, isInternalUser: boolean) {
  return windowsBlockingBuy(graph.items, reason, isInternalUser).map((item) => ({
    itemId: item.itemId,
    roomName: roomNameOf(graph, item),
    windowName: item.label,
  }));
}

/** The 409 for a design that cannot be bought (locked designs answer DESIGN_LOCKED), or null. */
export function buyRefusal(graph: DesignGraph, isInternalUser: boolean): AppError | null {
  const reason = designBuyBlock(graph, isInternalUser);
  if (!reason) return null;
  return new AppError(reason === 'locked' ? 'DESIGN_LOCKED' : 'CONFLICT', BUY_BLOCK_MESSAGES[reason], [
    { reason, windows: windowsBehind(graph, reason, isInternalUser) },
  ]);
}

export const windowPlace = (graph: DesignGraph, item: Item) => `Window ${item.label} in ${roomNameOf(graph, item) || 'this design'}`;

/**
 * Why one window's configuration cannot go to the cart on its own (the add-configurations and
 * GraphQL calls, which name configurations rather than designs), or null: its design is locked or
 * tied to an order, it waits for an in-store measure, the window is saved for later, its product needs edits, is discontinued, is
 * ready made or must be reviewed.
 */
export function windowRefusal(graph: DesignGraph, item: Item, isInternalUser: boolean): string | null {
  if (isAutoRelease(graph)) return BUY_BLOCK_MESSAGES['auto-release'];
  if (graph.design.isLockedOrOrdered) return BUY_BLOCK_MESSAGES.locked;
  if (hasInStoreMeasureOrder(graph.design)) return BUY_BLOCK_MESSAGES['in-store-measure'];
  if (purchaseOptionOf(item) === 'do-not-include') return `${windowPlace(graph, item)} is saved for later, so it is not added to the cart.`;
  if (isInvalid(item)) return `${windowPlace(graph, item)} has a product that requires edits before purchase.`;
  if (!isInternalUser && isDiscontinued(item)) return `${windowPlace(graph, item)} has a discontinued product.`;
  if (item.itemProduct?.isStockProduct)
    return `${windowPlace(graph, item)} has a ready-made product, which cannot be bought through a design.`;
  if (!isDiscontinued(item) && item.itemProduct && !windowValidForCart(item, isInternalUser)) {
    return `${windowPlace(graph, item)} has a product that must be reviewed by a design consultant before purchase.`;
  }
  return null;
}
