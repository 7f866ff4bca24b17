import type { CatalogProduct, PricedConfiguration } from './catalog.ts';
import type { ItemProduct } from './design.ts';

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
    productCategory: product.category,
    mainImageUrl: productImageUrl(product.productId, swatch),
    productType: product.productType,
    productStatus: product.status,
    isValid: priced.isValid,
    isStockProduct: product.productType === 'Stock',
    price: priced.subtotalCents / 100,
    retail: priced.retailCents / 100,
    optionTotal: priced.optionSubtotalCents / 100,
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
      price: choice.priceCents / 100,
      isInternal: choice.isInternal,
    })),
    pipToCart: priced.isValid && product.productType !== 'Custom',
  };
}
