import { DEFAULT_STORE, zip5 } from '@eb/domain/address';
import { type ShippingContact, TAX_CODES, type TaxLineItem } from '@eb/domain/commerce';
import { lineCents, toCents, toDollars } from '@eb/domain/money';
import type { TaxRates } from '@eb/domain/tax';
import type { Tx } from '../../db/database.ts';
import type { OrderAddress } from './order-present.ts';
import { taxAddressOf, taxAndStore } from './tax-service.ts';

/** What taxing a line needs. */
export interface TaxableLine {
  kind: 'product' | 'installation';
  line_item_group_guid: string;
  design_id: string | null;
  product_id: string | null;
  product_name: string;
  unit_price_cents: number;
  unit_retail_cents: number;
  quantity: number;
}

export interface OrderTaxFacts {
  orderNumber: string;
  contact: ShippingContact;
  address: OrderAddress;
}

/**
 * Taxes lines shipped to the order's address (doc 001 §3, §4), one tax request per design so that each
 * design's result is stored for it (a failed computation stores 0). Products ship from the default store
 * (ZIP 30339) to the shipping ZIP. Answers the tax of each line, in cents, by line item group.
 */
export async function taxLines(
  tx: Tx,
  rates: TaxRates,
  facts: OrderTaxFacts,
  lines: readonly TaxableLine[],
  /** Designs whose result is kept for them (the buyer's own); null: every design. */
  storeFor: ReadonlySet<string> | null = null,
): Promise<Map<string, number>> {
  const byDesign = new Map<string | null, TaxableLine[]>();
  for (const line of lines) byDesign.set(line.design_id, [...(byDesign.get(line.design_id) ?? []), line]);
  const { address } = facts;
  const shippingAddress = taxAddressOf(address, facts.contact);
  const taxes = new Map<string, number>();
  for (const [designId, group] of byDesign) {
    const lineItems: TaxLineItem[] = group.map((line, index) => ({
      number: index + 1,
      amount: toDollars(lineCents(line.unit_price_cents, line.quantity)),
      quantity: line.quantity,
      productId: (line.product_id ?? line.kind).slice(0, 64),
      productName: line.product_name.slice(0, 200),
      discounted: line.unit_retail_cents > line.unit_price_cents,
      taxCode: line.kind === 'installation' ? TAX_CODES.installation : TAX_CODES.product,
      origin: DEFAULT_STORE.zipcode,
      destination: zip5(address.zipCode),
      lineItemGroupGuid: line.line_item_group_guid,
    }));
    const result = await taxAndStore(tx, rates, {
      shippingAddress,
      lineItems,
      orderNumber: facts.orderNumber,
      ...(designId && (storeFor === null || storeFor.has(designId)) ? { designId } : {}),
    });
    for (const line of result.lines) taxes.set(line.lineItemGroupGuid, toCents(line.tax));
  }
  return taxes;
}
