import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogProduct } from '@eb/domain/catalog';
import type { DesignGraph } from '@eb/domain/design';
import type { PriceChanges } from '@eb/domain/price-changes';
import { priceConfiguration } from '@eb/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, ROLLER, setProduct } from '../catalog/helpers.ts';
import { designWithProducts, hostOf, SHARE, SITE_HOSTS, shareBody } from '../sharing/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp, testAppOn, testConfig } from '../support.ts';
import { addWindow, BASE, createDesign, loadDesign, product, putProduct, repHeaders } from './helpers.ts';

/** Products whose price the merchandiser changes, each in its own way. */
const WOOD = '533022';
const DELUXE_VALANCE = '533022-valance-deluxe';
const GRAND_WOOD = '533024';
const HARBOR_FAUX = '533026';
const SIZE = { width: 40, height: 60 };

/** The new price list: the roller shade 10% dearer, a valance gone, a blind discontinued, a sale over. */
const newPriceList: CatalogProduct[] = products.map((item) => {
  if (item.productId === ROLLER) {
    return {
      ...item,
      priceGrid: { ...item.priceGrid, cents: item.priceGrid.cents.map((row) => row.map((cents) => Math.round(cents * 1.1))) },
    };
  }
  if (item.productId === WOOD) {
    const options = item.options.map((option) => ({
      ...option,
      choices: option.choices.filter((choice) => choice.choiceId !== DELUXE_VALANCE),
    }));
    return { ...item, options };
  }
  if (item.productId === GRAND_WOOD) return { ...item, status: 'Discontinued' as const };
  if (item.productId === HARBOR_FAUX) return { ...item, salePercentOff: 0 };
  return item;
});

const byId = (list: readonly CatalogProduct[], productId: string) => list.find((item) => item.productId === productId) as CatalogProduct;
/** A window's price in cents under a price list, as the catalog prices it. */
const priceUnder = (list: readonly CatalogProduct[], productId: string, choices: Record<string, string> = {}) =>
  priceConfiguration(byId(list, productId), { ...SIZE, choices }).subtotalCents;

let t: TestApp;
let shopper: Client;
let rep: Client;
let catalogDir: string;

beforeAll(async () => {
  t = await createTestApp({ siteHosts: SITE_HOSTS });
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  catalogDir = mkdtempSync(join(tmpdir(), 'eb-price-list-'));
  writeFileSync(join(catalogDir, 'catalog.json'), JSON.stringify({ products: newPriceList }));
});
afterAll(async () => {
  await t?.close();
  if (catalogDir) rmSync(catalogDir, { recursive: true, force: true });
});

const priceChanges = async (client: Client, designId: string): Promise<PriceChanges> => {
  const response = await client.request('GET', `${BASE}/designs/${designId}/price-changes`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PriceChanges;
};
const saveToAccount = (client: Client, designId: string, claim?: string | null) =>
  client.request('POST', '/api/myaccount/estimates/link', { body: { designId, ...(claim ? { claim } : {}) }, headers: hostOf(3) });

/** A design of the shopper's with one window per product, in one room. */
async function shoppersDesign(): Promise<DesignGraph> {
  const created = await createDesign(shopper, { design: { name: 'Living Room Refresh' } });
  const designId = created.design.designId;
  const room = created.containers[0]?.containerId as string;
  for (let count = 1; count < 4; count += 1) await addWindow(shopper, designId, room);
  const windows = (await loadDesign(shopper, designId)).containers[0]?.items ?? [];
  const placed: [string, Record<string, string>][] = [
    [ROLLER, {}],
    [WOOD, { valance: DELUXE_VALANCE }],
    [GRAND_WOOD, {}],
    [HARBOR_FAUX, {}],
  ];
  for (const [index, [productId, choices]] of placed.entries()) {
    await setProduct(shopper, designId, windows[index] as string, productId, { ...SIZE, choices });
  }
  return loadDesign(shopper, designId);
}

describe('prices kept at a save, and what changed since', () => {
  it('answers no snapshot and no changes for a design never saved or shared', async () => {
    const design = await createDesign(shopper);
    expect(await priceChanges(shopper, design.design.designId)).toEqual({ snapshot: null, windows: [], total: null });
  });

  it('answers 404 for an unknown design and 400 for a bad id', async () => {
    expectErrorEnvelope(await shopper.request('GET', `${BASE}/designs/${crypto.randomUUID()}/price-changes`), 404, 'NOT_FOUND');
    const bad = await shopper.request('GET', `${BASE}/designs/not-a-design/price-changes`);
    expect(bad.status).toBe(400);
  });

  it('keeps the prices a share was made at; the customer claiming it keeps them', async () => {
    const item = product({ price: 100, retail: 125 });
    const designId = await designWithProducts(t, rep, 'For Shopper', [item], repHeaders);
    const shared = await rep.request('POST', SHARE, {
      body: shareBody([designId], { To: 'shopper@example.com' }),
      headers: { ...hostOf(3), ...repHeaders },
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const answer = await priceChanges(shopper, designId);
    expect(answer).toMatchObject({ snapshot: { kind: 'shared' }, windows: [], total: { oldCents: 10000, newCents: 10000 } });

    const itemId = (await loadDesign(rep, designId)).items[0]?.itemId as string;
    await putProduct(t, itemId, { ...item, price: 125 });
    // The customer saves it with the claim of the link mailed to them.
    const claim = new URL(shared.body.data.link).searchParams.get('claim');
    expect((await saveToAccount(shopper, designId, claim)).status).toBe(200);
    const after = await priceChanges(shopper, designId);
    expect(after.snapshot).toEqual(answer.snapshot);
    expect(after.windows).toEqual([
      expect.objectContaining({ itemId, oldLineCents: 10000, newLineCents: 12500, reasons: ['Promotion ended'] }),
    ]);
    expect(after.total).toEqual({ oldCents: 10000, newCents: 12500 });
  });

  it('after a new price list, lists each window with its old and new price, why, and the totals', async () => {
    const design = await shoppersDesign();
    const designId = design.design.designId;
    expect((await saveToAccount(shopper, designId)).status).toBe(200);
    const saved = await priceChanges(shopper, designId);
    expect(saved.snapshot?.kind).toBe('saved');
    expect(saved.windows).toEqual([]);

    // The merchandiser publishes the new price list and the server restarts with it, on the same database.
    const { db, engine } = t;
    const restarted = await testAppOn(testConfig({ siteHosts: SITE_HOSTS, catalogDir, databaseUrl: t.config.databaseUrl }), {
      db,
      engine,
      close: async () => {},
    });
    try {
      const client = await restarted.signIn('shopper@example.com');
      const guids = design.items.flatMap((item) => (item.itemProduct ? [item.itemProduct.configurationGuid] : []));
      const repriced = await client.request('POST', '/api/estimates/validateAndRepriceConfigurations', {
        body: { configurationGuids: guids },
      });
      expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);

      const answer = await priceChanges(client, designId);
      const [roller, wood, grand, harbor] = design.containers[0]?.items ?? [];
      const old = {
        roller: priceUnder(products, ROLLER),
        wood: priceUnder(products, WOOD, { valance: DELUXE_VALANCE }),
        grand: priceUnder(products, GRAND_WOOD),
        harbor: priceUnder(products, HARBOR_FAUX),
      };
      const now = {
        roller: priceUnder(newPriceList, ROLLER),
        wood: priceUnder(newPriceList, WOOD),
        grand: priceUnder(newPriceList, GRAND_WOOD),
        harbor: priceUnder(newPriceList, HARBOR_FAUX),
      };
      expect(now.roller).toBeGreaterThan(old.roller);
      expect(now.wood).toBeLessThan(old.wood);
      expect(now.harbor).toBeGreaterThan(old.harbor);
      expect(answer.snapshot).toEqual(saved.snapshot);
      expect(
        answer.windows.map(({ itemId, oldLineCents, newLineCents, reasons }) => ({ itemId, oldLineCents, newLineCents, reasons })),
      ).toEqual([
        { itemId: roller, oldLineCents: old.roller, newLineCents: now.roller, reasons: ['Price list changed'] },
        { itemId: wood, oldLineCents: old.wood, newLineCents: now.wood, reasons: ['Option no longer offered'] },
        { itemId: grand, oldLineCents: old.grand, newLineCents: now.grand, reasons: ['Product no longer offered'] },
        { itemId: harbor, oldLineCents: old.harbor, newLineCents: now.harbor, reasons: ['Promotion ended'] },
      ]);
      expect(answer.windows[0]).toMatchObject({ roomName: design.containers[0]?.name, productName: byId(products, ROLLER).name });
      const sum = (prices: Record<string, number>) => Object.values(prices).reduce((total, cents) => total + cents, 0);
      expect(answer.total).toEqual({ oldCents: sum(old), newCents: sum(now) });
      expect(saved.total).toEqual({ oldCents: sum(old), newCents: sum(old) });
    } finally {
      await restarted.close();
    }
  });
});
