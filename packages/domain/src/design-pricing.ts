import { purchaseOptionOf, selectedWindows } from './commerce-rules.ts';
import type { Item } from './design.ts';
import { type Cents, lineCents, savingsPercentOf, sumCents, toCents, toDollars } from './money.ts';

/**
 * The one pricing of a design (doc 001 §2, §9): every figure a design shows, on the builder's panel
 * and summary modal, the summary page, My Estimates, the mails, the PDFs, and what its cart lines
 * and order charge. Each surface reads these figures; none adds prices up on its own.
 *
 * What counts: the selected windows (a product placed, not 'Save for Later'), each at its unit price
 * times its quantity, a window copied by Duplicate counting as the window it is. Installation is the
 * priced job's retail; shipping is free; tax is what was worked out for the design (null: 'To Be
 * Calculated'). Auto-release designs show retail only (their installation is on their order already).
 */

type PricedItem = Pick<Item, 'itemId' | 'itemType' | 'itemProduct' | 'attributes' | 'quantity' | 'isDeleted'>;

export interface WindowPrice {
  itemId: string;
  configurationGuid: string;
  quantity: number;
  unitPriceCents: Cents;
  unitRetailCents: Cents;
  /** Unit price times quantity. */
  subtotalCents: Cents;
  retailCents: Cents;
  installed: boolean;
}

export interface PriceTotals {
  productCents: Cents;
  retailCents: Cents;
  savingsCents: Cents;
  /** (retail − product) / retail × 100; 0 without savings. */
  savingsPercent: number;
  installationCents: Cents;
  shippingCents: Cents;
  /** Product plus installation (auto-release: the product total alone). */
  subtotalCents: Cents;
  pretaxCents: Cents;
  taxCents: Cents | null;
  totalCents: Cents;
}

export interface DesignPrice extends PriceTotals {
  /** The selected windows, in the design's order. */
  windows: WindowPrice[];
  /** Selected Items: the selected windows' quantities added up. */
  selectedItems: number;
}

export interface TotalsInput {
  productCents: Cents;
  retailCents: Cents;
  installationCents: Cents;
  taxCents: Cents | null;
  isAutoRelease: boolean;
}

/**
 * What a line, a window's unit or a design shows and is charged: its retail on an auto-release design
 * (it goes on its order at retail, doc 001 §2, §9), else its sale price. Cents or dollars alike.
 */
export function chargedAmount<T extends number>(amounts: { subtotal: T; retail: T }, isAutoRelease: boolean): T {
  return isAutoRelease ? amounts.retail : amounts.subtotal;
}

/** The totals from the product, retail, installation and tax amounts: the rule every total follows. */
export function totalsOf(input: TotalsInput): PriceTotals {
  const retail = input.retailCents;
  const product = chargedAmount({ subtotal: input.productCents, retail }, input.isAutoRelease);
  const installation = input.isAutoRelease ? 0 : input.installationCents;
  const subtotal = product + installation;
  const savings = retail > product ? retail - product : 0;
  return {
    productCents: product,
    retailCents: retail,
    savingsCents: savings,
    savingsPercent: savingsPercentOf(retail, product),
    installationCents: installation,
    shippingCents: 0,
    subtotalCents: subtotal,
    pretaxCents: subtotal,
    taxCents: input.taxCents,
    totalCents: subtotal + (input.taxCents ?? 0),
  };
}

/** A line's amounts: its product's unit prices in cents times its quantity, the one rule every total adds. */
export function lineAmounts(product: Pick<NonNullable<Item['itemProduct']>, 'price' | 'retail'>, quantity: number) {
  const unitPriceCents = toCents(product.price);
  const unitRetailCents = toCents(product.retail);
  return {
    unitPriceCents,
    unitRetailCents,
    subtotalCents: lineCents(unitPriceCents, quantity),
    retailCents: lineCents(unitRetailCents, quantity),
  };
}

/** One selected window's price (its `lineAmounts`). */
export function windowPrice(item: PricedItem & { itemProduct: NonNullable<Item['itemProduct']> }): WindowPrice {
  return {
    itemId: item.itemId,
    configurationGuid: item.itemProduct.configurationGuid,
    quantity: item.quantity,
    ...lineAmounts(item.itemProduct, item.quantity),
    installed: purchaseOptionOf(item) !== 'product-only',
  };
}

export interface DesignPriceInput {
  items: readonly PricedItem[];
  isAutoRelease: boolean;
  /** The retail of the design's priced installation job, in cents; 0 without one. */
  installationCents?: Cents;
  /** The tax kept for the design, in cents; null when none was worked out. */
  taxCents?: Cents | null;
}

export function priceDesign(input: DesignPriceInput): DesignPrice {
  const windows = selectedWindows(input.items).map((item) =>
    windowPrice(item as PricedItem & { itemProduct: NonNullable<Item['itemProduct']> }),
  );
  const totals = totalsOf({
    productCents: sumCents(windows.map((window) => window.subtotalCents)),
    retailCents: sumCents(windows.map((window) => window.retailCents)),
    installationCents: input.installationCents ?? 0,
    taxCents: input.taxCents ?? null,
    isAutoRelease: input.isAutoRelease,
  });
  return { ...totals, windows, selectedItems: windows.reduce((count, window) => count + window.quantity, 0) };
}

/** The figures in dollars, under the names the summary's wire shape gives them. */
export function summaryFigures(price: PriceTotals & { selectedItems: number }) {
  return {
    selectedItems: price.selectedItems,
    productTotal: toDollars(price.productCents),
    installationTotal: toDollars(price.installationCents),
    retail: toDollars(price.retailCents),
    savings: toDollars(price.savingsCents),
    savingsPercent: price.savingsPercent,
    shipping: toDollars(price.shippingCents),
    subtotal: toDollars(price.subtotalCents),
    pretaxTotal: toDollars(price.pretaxCents),
    estimatedTax: price.taxCents === null ? null : toDollars(price.taxCents),
    total: toDollars(price.totalCents),
  };
}
