import { randomUUID } from 'node:crypto';
import type { ItemProduct } from '@eb/domain/design';
import { createDesign, firstWindow, product, putProduct, saveDesign } from '../designs/helpers.ts';
import { putItemAttribute } from '../installation/pricing-helpers.ts';
import type { Client, TestApp } from '../support.ts';

export const TAX_PATH = '/api/estimates/tax';
export const SUMMARY_PATH = '/api/estimates/estimateSummary';

/**
 * A design with exact prices, stored as the product calls would store them:
 * - `twin`: price 120.50, retail 150.25, quantity 2 (no purchase option yet: product and install);
 * - `plain`: price 80.00, retail 80.00, product only;
 * - `saved`: price 999.00, saved for later (not selected);
 * - `empty`: no product.
 * Selected: 3 items; product total 321.00; retail 380.50.
 */
export interface ExactDesign {
  designId: string;
  twin: ItemProduct;
  plain: ItemProduct;
  saved: ItemProduct;
  itemIds: { twin: string; plain: string; saved: string; empty: string };
}

export async function exactDesign(t: TestApp, client: Client, headers?: Record<string, string>): Promise<ExactDesign> {
  const graph = await createDesign(client, { design: {} }, headers);
  const designId = graph.design.designId;
  const { containerId, itemId: twinId } = firstWindow(graph);
  const [plainId, savedId, emptyId] = [randomUUID(), randomUUID(), randomUUID()];
  await saveDesign(
    client,
    designId,
    { items: [plainId, savedId, emptyId].map((itemId) => ({ itemId, containerId, itemType: 1, itemSource: 1 })) },
    headers,
  );
  const twin = product({ price: 120.5, retail: 150.25, skuNumber: '533002', productName: 'Cellular Shade' });
  const plain = product({ price: 80, retail: 80, skuNumber: '533459', productName: 'Roller Shade' });
  const saved = product({ price: 999, retail: 999, skuNumber: '533032', productName: 'Vertical Blind' });
  await putProduct(t, twinId, twin);
  await putProduct(t, plainId, plain);
  await putProduct(t, savedId, saved);
  await t.db.updateTable('items').set({ quantity: 2 }).where('id', '=', twinId).execute();
  await putItemAttribute(t, designId, plainId, 'purchaseOption', 'product-only');
  await putItemAttribute(t, designId, savedId, 'purchaseOption', 'do-not-include');
  return { designId, twin, plain, saved, itemIds: { twin: twinId, plain: plainId, saved: savedId, empty: emptyId } };
}

export const address = (province: string, postalCode: string) => ({
  firstName: 'Sam',
  lastName: 'Shopper',
  address1: '2450 Cumberland Parkway',
  address2: 'Suite 100',
  city: 'Atlanta',
  province,
  postalCode,
  phone: '4045551234',
  country: 'us',
});

export function taxLine(amount: number, overrides: Record<string, unknown> = {}) {
  return {
    number: 1,
    amount,
    quantity: 1,
    productId: '533002',
    productName: 'Cellular Shade',
    discounted: false,
    taxCode: 'P0000000',
    origin: '30339',
    lineItemGroupGuid: randomUUID(),
    ...overrides,
  };
}

export const installationLine = (amount: number, overrides: Record<string, unknown> = {}) =>
  taxLine(amount, { taxCode: 'S0INSTALL', productId: 'install', productName: 'Installation', ...overrides });

/** The spec's tax request (doc 001 §3) shipped to a state and ZIP; lines go to that ZIP unless they say otherwise. */
export function taxRequest(
  province: string,
  postalCode: string,
  lineItems: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  return {
    customerEmail: 'shopper@example.com',
    orderNumber: null,
    siteId: 3,
    shippingAddress: address(province, postalCode),
    lineItems: lineItems.map((line) => ({ destination: postalCode, ...line })),
    ...extra,
  };
}

/** The tax kept for a design, or undefined. */
export function storedTax(t: TestApp, designId: string) {
  return t.db.selectFrom('design_taxes').selectAll().where('design_id', '=', designId).executeTakeFirst();
}
