import { DEFAULT_STORE } from '@eb/domain/address';
import { TAX_CODES, type TaxLineItem } from '@eb/domain/commerce';
import { chargedAmount } from '@eb/domain/design-pricing';
import { toDollars } from '@eb/domain/money';
import type { PricedDesign } from '../designs/design-prices.ts';

/**
 * The design's lines as a tax request carries them (doc 001 §3), at the database's prices: each
 * selected window (auto-release designs at retail, the price they show), its group the window itself,
 * and, except on auto-release designs, whose installation is on their order already, the
 * installation of its job. Products ship from the default store (as the order's lines do); tax
 * follows the destination.
 */
export function designTaxLines(priced: PricedDesign, destination: string): TaxLineItem[] {
  const items = new Map(priced.graph.items.map((item) => [item.itemId, item]));
  const lines: TaxLineItem[] = priced.price.windows.map((window, index) => {
    const product = items.get(window.itemId)?.itemProduct;
    const amountCents = chargedAmount({ subtotal: window.subtotalCents, retail: window.retailCents }, priced.isAutoRelease);
    return {
      number: index + 1,
      amount: toDollars(amountCents),
      quantity: window.quantity,
      productId: product?.skuNumber ?? window.configurationGuid,
      productName: product?.productName ?? '',
      discounted: window.retailCents > amountCents,
      taxCode: TAX_CODES.product,
      origin: DEFAULT_STORE.zipcode,
      destination,
      lineItemGroupGuid: window.itemId,
    };
  });
  const { installation } = priced;
  if (installation && !priced.isAutoRelease && installation.retailCents > 0) {
    lines.push({
      number: lines.length + 1,
      amount: toDollars(installation.retailCents),
      quantity: 1,
      productId: installation.jobUid,
      productName: 'Installation',
      discounted: false,
      taxCode: TAX_CODES.installation,
      origin: DEFAULT_STORE.zipcode,
      destination,
      lineItemGroupGuid: installation.jobId,
    });
  }
  return lines;
}
