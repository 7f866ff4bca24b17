import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogProduct } from '@eb/domain/catalog';
import type { OrderPriceChanges, PriceChanges } from '@eb/domain/price-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPrices } from '../../src/modules/designs/saved-prices.ts';
import { products, ROLLER } from '../catalog/helpers.ts';
import { BASE } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp, testAppOn, testConfig } from '../support.ts';
import { autoReleaseOrder, changeOrderCall, dataOf, orderedDesign } from './order-helpers.ts';

/**
 * What a change order adds, on the order page (`GET /api/orders/{ref}/price-changes`): the prices an
 * auto-release design showed when its windows were staged (`addlineitems`) against what the order
 * charges once the change order completes, or would charge priced with today's catalog before.
 */

/** The new price list: the roller shade 10% dearer. */
const newPriceList: CatalogProduct[] = products.map((item) =>
  item.productId === ROLLER
    ? { ...item, priceGrid: { ...item.priceGrid, cents: item.priceGrid.cents.map((row) => row.map((cents) => Math.round(cents * 1.1))) } }
    : item,
);

let t: TestApp;
let shopper: Client;
let rep: Client;
let catalogDir: string;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  catalogDir = mkdtempSync(join(tmpdir(), 'eb-price-list-'));
  writeFileSync(join(catalogDir, 'catalog.json'), JSON.stringify({ products: newPriceList }));
});
afterAll(async () => {
  await t?.close();
  if (catalogDir) rmSync(catalogDir, { recursive: true, force: true });
});

const orderChanges = async (client: Client, ref: string): Promise<OrderPriceChanges> =>
  dataOf(await client.request('GET', `/api/orders/${ref}/price-changes`));
const retailCents = (item: { itemProduct: { retail: number } | null } | undefined) => Math.round((item?.itemProduct?.retail ?? 0) * 100);

describe('what a change order adds, on the order page', () => {
  it('answers no designs for an order without auto-release designs, or whose change order staged nothing yet', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    expect(await orderChanges(shopper, order.orderNumber)).toEqual({ designs: [] });
    const tied = await autoReleaseOrder(t, shopper, rep, 1);
    dataOf(await changeOrderCall(rep, 'startchangeorder', tied.order.orderNumber));
    expect(await orderChanges(shopper, tied.order.orderNumber)).toEqual({ designs: [] });
  });

  it('once staged: every window at the retail the design showed, nothing changed; its buyer and reps see it, no one else', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    const guids = design.windows.map((window) => window.guid);
    dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: guids }));

    const answer = await orderChanges(shopper, order.orderNumber);
    const lines = design.windows.map((window) => retailCents(design.graph.items.find((item) => item.itemId === window.itemId)));
    const sum = lines.reduce((total, cents) => total + cents, 0);
    expect(answer).toEqual({
      designs: [
        {
          designId: design.designId,
          designName: design.graph.design.name,
          status: 'staged',
          stagedAt: expect.any(String),
          windows: design.windows.map((window, index) => ({
            itemId: window.itemId,
            roomName: design.graph.containers[0]?.name,
            windowLabel: window.label,
            productName: expect.any(String),
            quantity: 1,
            lineCents: lines[index],
            shownLineCents: lines[index],
            reasons: [],
          })),
          total: { oldCents: sum, newCents: sum },
        },
      ],
    });
    // By the number in any case, and for a rep.
    expect(await orderChanges(rep, order.orderNumber.toUpperCase())).toEqual(answer);
    const stranger = await t.guest();
    expectErrorEnvelope(await stranger.request('GET', `/api/orders/${order.orderNumber}/price-changes`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await shopper.request('GET', '/api/orders/zz-unknown/price-changes'), 404, 'NOT_FOUND');

    // The builder's own panel reads the staging too; a later save or share does not replace it.
    await t.db.transaction().execute((tx) => keepPrices(tx, [design.designId], 'saved'));
    await t.db.transaction().execute((tx) => keepPrices(tx, [design.designId], 'shared', 'shared'));
    const kept: PriceChanges = dataOf(await rep.request('GET', `${BASE}/designs/${design.designId}/price-changes`));
    expect(kept.snapshot).toEqual({ kind: 'staged', takenAt: answer.designs[0]?.stagedAt });
  });

  it('after a new price list: before completing, the price completing would charge and why; after, what the order charges', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    const guids = design.windows.map((window) => window.guid);
    dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: guids }));
    const shown = design.windows.map((window) => retailCents(design.graph.items.find((item) => item.itemId === window.itemId)));
    const [, rollerWindow] = design.windows;
    expect(design.graph.items.find((item) => item.itemId === rollerWindow?.itemId)?.itemProduct?.skuNumber).toBe(ROLLER);

    // The merchandiser publishes the new price list and the server restarts with it, on the same database.
    const { db, engine } = t;
    const restarted = await testAppOn(testConfig({ catalogDir, databaseUrl: t.config.databaseUrl }), { db, engine, close: async () => {} });
    try {
      const buyer = await restarted.signIn('shopper@example.com');
      const pending = (await orderChanges(buyer, order.orderNumber)).designs[0];
      expect(pending?.status).toBe('staged');
      const [cellular, roller] = pending?.windows ?? [];
      expect(cellular).toMatchObject({ lineCents: shown[0], shownLineCents: shown[0], reasons: [] });
      expect(roller).toMatchObject({ itemId: rollerWindow?.itemId, shownLineCents: shown[1], reasons: ['Price list changed'] });
      expect(roller?.lineCents).toBeGreaterThan(shown[1] ?? 0);
      const newCents = (shown[0] ?? 0) + (roller?.lineCents ?? 0);
      expect(pending?.total).toEqual({ oldCents: (shown[0] ?? 0) + (shown[1] ?? 0), newCents });

      const repThere = await restarted.signIn('rep@example.com');
      const grown = dataOf(await changeOrderCall(repThere, 'completechangeorder', order.orderNumber)).order;
      const added = grown.lines.filter((line: { changeOrderId: string | null }) => line.changeOrderId !== null);
      expect(added.map((line: { lineTotal: number }) => Math.round(line.lineTotal * 100))).toEqual([shown[0], roller?.lineCents]);

      const done = (await orderChanges(buyer, order.orderNumber)).designs[0];
      expect(done).toEqual({ ...pending, status: 'completed' });
      expect(Math.round(grown.productTotal * 100)).toBe(Math.round(order.productTotal * 100) + newCents);
    } finally {
      await restarted.close();
    }
  });
});
