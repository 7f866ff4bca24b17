import { type Item, type ItemProduct, itemAttribute } from '../design.ts';
import { WINDOW_CATEGORY_IDS, windowCategoryIdOfKey } from '../mandi.ts';
import { UNKNOWN_CATEGORY_ID } from './price-table.ts';

const isSet = (value: string | null | undefined) =>
  value !== null && value !== undefined && !['', 'false', 'no', '0', '[]'].includes(value.trim().toLowerCase());
const productAttribute = (product: ItemProduct | null, name: string) =>
  product?.attributes.find((attribute) => attribute.name === name)?.value ?? null;
const positive = (value: string | null) => {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * A window's pricing facts from the design: the measured size and category (item attributes) win
 * over the configured product's; motorized when flagged on the window or the product's lift is
 * motorized. Answers null size when neither has one.
 */
export function installWindowFacts(item: Pick<Item, 'itemId' | 'label' | 'charLabel' | 'quantity' | 'attributes' | 'itemProduct'>) {
  const product = item.itemProduct;
  const categoryKey = itemAttribute(item, 'category');
  const productCategory = Number(productAttribute(product, 'windowCategory'));
  const categoryId =
    windowCategoryIdOfKey(categoryKey) ??
    ((WINDOW_CATEGORY_IDS as readonly number[]).includes(productCategory) ? productCategory : UNKNOWN_CATEGORY_ID);
  const width = positive(itemAttribute(item, 'width')) ?? positive(productAttribute(product, 'width'));
  const height = positive(itemAttribute(item, 'height')) ?? positive(productAttribute(product, 'height'));
  const motorized =
    isSet(itemAttribute(item, 'motorized')) || Boolean(product?.choices.some((choice) => choice.choiceValue === 'Motorized'));
  return {
    itemId: item.itemId,
    label: item.charLabel || item.label,
    categoryId,
    width,
    height,
    quantity: item.quantity,
    specialtyShape: isSet(itemAttribute(item, 'specialtyShape')),
    motorized,
  };
}
