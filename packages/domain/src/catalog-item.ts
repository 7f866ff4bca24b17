import type { CatalogProduct, Configuration, PricedConfiguration, RepriceResult } from './catalog.ts';
import type { ItemProduct } from './design.ts';
import { toCents, toDollars } from './money.ts';

/** The picture URL of a product (optionally in a chosen colour), served by our server. */
export function productImageUrl(productId: string, color?: string): string {
  return `/api/catalog/products/${productId}/image.svg${color ? `?color=${encodeURIComponent(color)}` : ''}`;
}

/** The chosen colour's swatch, for the picture. */
export function chosenSwatch(product: CatalogProduct, choices: Record<string, string>): string | undefined {
  for (const option of product.options) {
    if (option.optionType !== 'color') continue;
    const choice = option.choices.find((candidate) => candidate.choiceId === choices[option.optionId]);
    if (choice?.swatch) return choice.swatch;
  }
  return undefined;
}

/**
 * The product snapshot a window keeps (doc 000 §3 ItemProduct): what the builder shows and checks
 * without asking the catalog again. Prices are dollars per window covering.
 */
export function itemProductFrom(
  product: CatalogProduct,
  configuration: { configurationGuid: string; width: number; height: number; choices: Record<string, string> },
  priced: PricedConfiguration,
): ItemProduct {
  const swatch = chosenSwatch(product, configuration.choices);
  return {
    configurationGuid: configuration.configurationGuid,
    skuNumber: product.productId,
    brand: product.brand,
    productName: product.name,
    vendor: product.vendor ?? product.brand,
    productCategory: product.category,
    mainImageUrl: productImageUrl(product.productId, swatch),
    productType: product.productType,
    productStatus: product.status,
    isValid: priced.isValid,
    isStockProduct: product.productType === 'Stock',
    price: toDollars(priced.subtotalCents),
    retail: toDollars(priced.retailCents),
    optionTotal: toDollars(priced.optionSubtotalCents),
    attributes: [
      { name: 'width', value: String(configuration.width) },
      { name: 'height', value: String(configuration.height) },
      { name: 'leadTimeDays', value: String(product.leadTimeDays) },
      { name: 'installEligible', value: String(product.installEligible) },
      { name: 'windowCategory', value: String(product.windowCategory) },
    ],
    choices: priced.choices.map((choice) => ({
      choiceId: choice.choiceId,
      optionId: choice.optionId,
      optionName: choice.optionName,
      optionType: choice.optionType,
      choiceValue: choice.choiceValue,
      price: toDollars(choice.priceCents),
      isInternal: choice.isInternal,
    })),
    pipToCart: priced.isValid && product.productType !== 'Custom',
  };
}

/**
 * The snapshot a page asks to put on a window, from a configuration as the API answered it: its
 * guid, size, totals and the chosen choices by name. A choice's own price is not in that answer
 * (it shows as 0 here); the server makes the snapshot again from the stored configuration anyway.
 */
export function requestedProduct(product: CatalogProduct, configuration: Configuration): ItemProduct {
  const choices = product.options.flatMap((option) => {
    const choice = option.choices.find((candidate) => candidate.choiceId === configuration.choices[option.optionId]);
    return choice
      ? [
          {
            choiceId: choice.choiceId,
            optionId: option.optionId,
            optionName: option.name,
            optionType: option.optionType,
            choiceValue: choice.value,
            priceCents: 0,
            isInternal: choice.isInternal,
          },
        ]
      : [];
  });
  return itemProductFrom(product, configuration, {
    isValid: configuration.isValid,
    messages: configuration.messages,
    hasPricing: true,
    hasExclusions: false,
    baseRetailCents: toCents(configuration.retail),
    optionRetailCents: toCents(configuration.optionTotal),
    retailCents: toCents(configuration.retail),
    subtotalCents: toCents(configuration.subtotal),
    optionSubtotalCents: toCents(configuration.optionTotal),
    choices,
  });
}

/**
 * Whether two snapshots of one configuration agree on everything repricing can move (validity,
 * prices, status, choices): a window whose snapshot agrees needs no write, and a page holding it
 * needs no reload.
 */
export function sameRepricedSnapshot(a: ItemProduct, b: ItemProduct): boolean {
  return (
    a.configurationGuid === b.configurationGuid &&
    a.isValid === b.isValid &&
    a.price === b.price &&
    a.retail === b.retail &&
    a.optionTotal === b.optionTotal &&
    a.productStatus === b.productStatus &&
    a.pipToCart === b.pipToCart &&
    a.choices.length === b.choices.length &&
    // Field by field: stored JSON does not keep the key order a snapshot was written in.
    a.choices.every((choice, index) => {
      const other = b.choices[index];
      return (
        other !== undefined && choice.choiceId === other.choiceId && choice.optionId === other.optionId && choice.price === other.price
      );
    })
  );
}

/**
 * Whether a window's snapshot already shows what a `validateAndRepriceConfigurations` entry says, so
 * a page holding it need not load the design again (an unknown guid has nothing to show).
 */
export function showsRepriced(snapshot: ItemProduct, entry: RepriceResult): boolean {
  if (entry.itemProduct === undefined) return true;
  if (entry.itemProduct === null) return !snapshot.isValid;
  return sameRepricedSnapshot(snapshot, entry.itemProduct);
}
