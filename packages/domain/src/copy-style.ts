import type { CatalogProduct } from './catalog.ts';
import { type Item, itemAttribute } from './design.ts';
import { priceConfiguration } from './pricing.ts';
import { ITEM_IS_FLAGGED, ITEM_IS_SPECIALTY_SHAPED, isFlaggedItem, isSpecialtyShaped } from './validity.ts';

/** Copy-style texts of doc 000 §5. */
export const CUSTOM_PRODUCT_ERROR = 'Product is custom product';
export const MOUNT_TYPE_ERROR = 'Incorrect mount type';
export const CATEGORY_ERROR = 'Incorrect measurement category';
export const DIMENSIONS_ERROR = 'Copied styles exceed product specifications';
export const COPY_STYLE_FAILED = "Unable to copy style. Source style is not compatible with this window's dimensions.";

export interface CopyStyleCheck {
  isValid: boolean;
  errors: string[];
}

/**
 * Whether a target window may take the source's style. Product mode: the target must not hold a
 * custom product. Mandi mode, in order: dimensions (the rules run by the caller), specialty shape,
 * flagged item, mount type and measurement category equal to the source's, custom product.
 */
export function copyStyleErrors(input: {
  mode: 'product' | 'mandi';
  source: Pick<Item, 'attributes'>;
  target: Pick<Item, 'attributes' | 'itemProduct'>;
  dimensionsOk: boolean;
}): CopyStyleCheck {
  const { source, target } = input;
  const custom = target.itemProduct?.productType === 'Custom';
  const errors: string[] = [];
  if (input.mode === 'mandi') {
    if (!input.dimensionsOk) errors.push(DIMENSIONS_ERROR);
    if (isSpecialtyShaped(target)) errors.push(ITEM_IS_SPECIALTY_SHAPED);
    if (isFlaggedItem(target)) errors.push(ITEM_IS_FLAGGED);
    if ((itemAttribute(target, 'mountType') ?? '') !== (itemAttribute(source, 'mountType') ?? '')) errors.push(MOUNT_TYPE_ERROR);
    if ((itemAttribute(target, 'category') ?? '') !== (itemAttribute(source, 'category') ?? '')) errors.push(CATEGORY_ERROR);
  }
  if (custom) errors.push(CUSTOM_PRODUCT_ERROR);
  return { isValid: errors.length === 0, errors };
}

/**
 * The dimension check: the source's choices at the target's size must be addable to the cart:
 * valid, within the product's limits, and priced.
 */
export function dimensionCheck(product: CatalogProduct, sourceChoices: Record<string, string>, width: number, height: number): boolean {
  const priced = priceConfiguration(product, { width, height, choices: sourceChoices });
  const fits = width >= product.minWidth && width <= product.maxWidth && height >= product.minHeight && height <= product.maxHeight;
  return priced.isValid && fits && priced.hasPricing;
}

export interface OverrideChoice {
  choiceId: string;
  optionId: string;
  choiceValue: string;
  optionName: string;
  optionType: string;
}

/** Groups targets by identical override choices (order does not matter): one cloneStyle request per group. */
export function groupByOverrides(targets: readonly { itemId: string; overrideChoices?: OverrideChoice[] | undefined }[]) {
  const groups = new Map<string, { ids: string[]; overrideChoices: OverrideChoice[] | undefined }>();
  for (const target of targets) {
    const choices = target.overrideChoices && target.overrideChoices.length > 0 ? target.overrideChoices : undefined;
    const key = choices
      ? JSON.stringify(
          [...choices]
            .map((choice) => [choice.optionId, choice.choiceId, choice.choiceValue])
            .sort((a, b) => a.join('|').localeCompare(b.join('|'))),
        )
      : '';
    const group = groups.get(key) ?? { ids: [], overrideChoices: choices };
    group.ids.push(target.itemId);
    groups.set(key, group);
  }
  return [...groups.values()];
}
