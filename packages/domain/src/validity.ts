import { type Item, type ItemProduct, itemAttribute } from './design.ts';

/** Texts of doc 000 §8 for windows whose products need attention. */
export const ROOM_BANNERS = {
  review: 'Please review and edit the highlighted products below. For help,',
  discontinued: 'Swap or delete the discontinued products below. For help,',
  customization: 'Edit the highlighted products below to correct customization no longer available. For help,',
  mandi: 'Please review and edit the highlighted products below.',
} as const;
export const INVALID_WINDOW_MESSAGE =
  'Edit, swap, or delete this product to correct any customizations no longer available before purchasing.';
export const DISCONTINUED_WINDOW_MESSAGE = 'This product has been discontinued. Swap or delete this product before purchasing.';
/** A window with a ready-made (stock) product: not valid for the cart (doc 000 §5), in Checkout's words. */
export const STOCK_WINDOW_MESSAGE =
  'This product is ready made and cannot be bought through a design. Swap it for a made-to-measure product.';
/** A window flagged for review (doc 000 §5), in the words Checkout's reason uses (doc 001 §5). */
export const REVIEW_WINDOW_MESSAGE = 'A design consultant must review this product before purchase.';
export const INVALID_CONFIGURATION_TITLE = 'Oops... Invalid Configuration';
export const INVALID_CONFIGURATION_BODY = 'Please check the following windows and try again:';
export const RETURN_TO_PAGE = 'Return To Page';
export const ITEM_IS_FLAGGED = 'Item is flagged';
export const ITEM_IS_SPECIALTY_SHAPED = 'Item is specialty shaped';

/** Internal choice values that do not flag a window for review. */
const HARMLESS_INTERNAL_VALUES = new Set(['', 'No', 'Standard Width']);

/** Flagged for review (non-internal users): a Custom product, or an internal choice set to something that matters. */
export function isFlaggedForReview(product: Pick<ItemProduct, 'productType' | 'choices'>, isInternalUser: boolean): boolean {
  if (isInternalUser) return false;
  if (product.productType === 'Custom') return true;
  return product.choices.some((choice) => choice.isInternal && !HARMLESS_INTERNAL_VALUES.has(choice.choiceValue.trim()));
}

/** A window can go to the cart when its product is valid, made to measure, not flagged and not discontinued. */
export function isValidForCart(product: ItemProduct, isInternalUser: boolean): boolean {
  return (
    product.isValid && !product.isStockProduct && !isFlaggedForReview(product, isInternalUser) && product.productStatus !== 'Discontinued'
  );
}

export const isItemInvalid = (item: Pick<Item, 'itemProduct'>) => Boolean(item.itemProduct && !item.itemProduct.isValid);
export const isDiscontinued = (item: Pick<Item, 'itemProduct'>) => item.itemProduct?.productStatus === 'Discontinued';

const isSet = (value: string | null) => value !== null && !['', 'false', 'no', '[]'].includes(value.trim().toLowerCase());
export const isFlaggedItem = (item: Pick<Item, 'attributes'>) => isSet(itemAttribute(item, 'flagNotes'));
export const isSpecialtyShaped = (item: Pick<Item, 'attributes'>) => isSet(itemAttribute(item, 'specialtyShape'));

/**
 * The banner a room shows. Precedence: mandi rooms use their one sentence; otherwise discontinued
 * products first (they must be swapped), then customizations no longer available, then products
 * flagged for review. Null when no window needs attention.
 */
export function roomBanner(items: readonly Pick<Item, 'itemProduct'>[], mode: 'product' | 'mandi', isInternalUser: boolean): string | null {
  const discontinued = items.some(isDiscontinued);
  const invalid = items.some(isItemInvalid);
  const review = items.some((item) => item.itemProduct && isFlaggedForReview(item.itemProduct, isInternalUser));
  if (!discontinued && !invalid && !review) return null;
  if (mode === 'mandi') return ROOM_BANNERS.mandi;
  if (discontinued) return ROOM_BANNERS.discontinued;
  if (invalid) return ROOM_BANNERS.customization;
  return ROOM_BANNERS.review;
}
