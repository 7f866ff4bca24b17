import { randomUUID } from 'node:crypto';
import { BUY_BLOCK_MESSAGES, INSTALLATION_LINE_NAMES, NO_CART_STRATEGY } from '@eb/domain/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MISSING } from '../../src/http/idempotency.ts';
import { lockDesign, repHeaders } from '../designs/helpers.ts';
import { INSTALL, jobBody, jobOf, newCustomer, OPTIONS, postJob, setHome } from '../installation/jobs-helpers.ts';
import { setAttribute } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import {
  addConfigurations,
  type BuyableDesign,
  buyableDesign,
  changeStoredProduct,
  dataOf,
  newKey,
  readCart,
  SITE5,
  SITE11,
} from './cart-helpers.ts';

/**
 * POST /api/cart/v2/add-configurations (doc 001 §4 add-to-cart with installation, §7): window
 * configurations and the installation configuration of a measure-and-install job, all or nothing.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;
let design: BuyableDesign;
/** Removal of 2 coverings, no haul away, texts on. */
const options = { ...OPTIONS, windowRemoval: true, windowRemoveCount: 2, windowHaul: false, windowHaulCount: 0 };

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  design = await buyableDesign(shopper, 2);
});
afterAll(() => t?.close());

/** A job for the design's windows at the shopper's home, and its installation configuration. */
async function installationConfiguration(client: Client, designId = design.designId, itemIds = design.itemIds, headers = {}) {
  const place = await setHome(client);
  const job = jobOf(await postJob(client, jobBody(designId, itemIds, place, { options }), { headers }));
  const created = await client.request('POST', `${INSTALL}/jobs/${job.id}/create-configuration?siteCode=BDC`, { body: options, headers });
  return { job, configuration: dataOf(created, 201) };
}

describe('POST /api/cart/v2/add-configurations', () => {
  it('adds a job’s installation line (quantity 1, its price, options in words) with the window lines', async () => {
    const { job, configuration } = await installationConfiguration(shopper);
    const answer = dataOf(await addConfigurations(shopper, [...design.guids, configuration.configurationGuid]));
    expect(answer).toEqual({ cartId: expect.any(String), itemCount: 3, cartUrl: '/Ordering/Cart' });
    const cart = dataOf(await readCart(shopper));
    expect(cart.lines.map((line: { kind: string }) => line.kind)).toEqual(['product', 'product', 'installation']);
    expect(cart.lines[2]).toEqual({
      lineId: expect.any(String),
      kind: 'installation',
      configurationGuid: configuration.configurationGuid,
      designId: design.designId,
      designName: design.graph.design.name,
      itemId: null,
      roomName: null,
      windowName: null,
      productName: INSTALLATION_LINE_NAMES.I,
      options: [
        { name: 'Job', value: job.jobUid },
        { name: 'Install address', value: '2450 Cumberland Parkway, Suite 100, Atlanta, GA 30339' },
        { name: 'Windows', value: '2' },
        { name: 'Removal', value: 'Yes, 2 windows' },
        { name: 'Haul Away', value: 'No' },
        { name: 'Text updates', value: 'Yes, (404) 555-1234' },
        { name: 'Special instructions', value: 'Gate code 1234' },
      ],
      width: null,
      height: null,
      unitPrice: configuration.retail,
      unitRetail: configuration.retail,
      quantity: 1,
      lineTotal: configuration.retail,
      jobUid: job.jobUid,
      installationBooked: false,
    });
    // The job's windows: their quantities are the installation's, kept in the cart.
    expect(cart.lines.slice(0, 2).map((line: { installationBooked: boolean }) => line.installationBooked)).toEqual([true, true]);
    expect(cart.totals.installationTotal).toBe(configuration.retail);
  });

  it('brings a window changed in the cart before its installation came back to the quantity the installation was priced for', async () => {
    const buyer = await newCustomer(await t.guest());
    const own = await buyableDesign(buyer, 2);
    dataOf(await addConfigurations(buyer, own.guids));
    const before = dataOf(await readCart(buyer));
    const first = before.lines.find((line: { itemId: string }) => line.itemId === own.itemIds[0]);
    dataOf(await buyer.request('PATCH', `/api/cart/lines/${first.lineId}`, { body: { quantity: 5 } }));
    const { configuration } = await installationConfiguration(buyer, own.designId, own.itemIds);
    dataOf(await addConfigurations(buyer, [...own.guids, configuration.configurationGuid]));
    const cart = dataOf(await readCart(buyer));
    // Two windows of quantity 1 installed: two bought, not six.
    expect(cart.lines.map((line: { kind: string; quantity: number }) => [line.kind, line.quantity])).toEqual([
      ['product', 1],
      ['product', 1],
      ['installation', 1],
    ]);
    expect(cart.itemCount).toBe(3);
  });

  it('charges a window’s installation once: a later job for the same windows takes the earlier one’s place in the cart', async () => {
    const buyer = await newCustomer(await t.guest());
    const own = await buyableDesign(buyer, 2);
    // Two jobs for the same windows (a second try, a double click), each configured.
    const one = await installationConfiguration(buyer, own.designId, own.itemIds);
    const two = await installationConfiguration(buyer, own.designId, own.itemIds);
    dataOf(await addConfigurations(buyer, [...own.guids, one.configuration.configurationGuid]));
    dataOf(await addConfigurations(buyer, [two.configuration.configurationGuid]));
    let cart = dataOf(await readCart(buyer));
    const jobs = (lines: { kind: string; jobUid: string | null }[]) =>
      lines.filter((line) => line.kind === 'installation').map((line) => line.jobUid);
    expect(jobs(cart.lines)).toEqual([two.job.jobUid]);
    expect(cart.totals.installationTotal).toBe(two.configuration.retail);
    // Both in one add: the later one stays.
    const third = await installationConfiguration(buyer, own.designId, own.itemIds);
    const fourth = await installationConfiguration(buyer, own.designId, own.itemIds);
    dataOf(await addConfigurations(buyer, [third.configuration.configurationGuid, fourth.configuration.configurationGuid]));
    cart = dataOf(await readCart(buyer));
    expect(jobs(cart.lines)).toEqual([fourth.job.jobUid]);
  });

  it('keeps one installation line per job: a newer configuration of the same job takes its place', async () => {
    const buyer = await newCustomer(await t.guest());
    const own = await buyableDesign(buyer, 2);
    const { job, configuration } = await installationConfiguration(buyer, own.designId, own.itemIds);
    dataOf(await addConfigurations(buyer, [configuration.configurationGuid]));
    const plain = { ...options, windowRemoval: false, windowRemoveCount: 0 };
    const newer = dataOf(await buyer.request('POST', `${INSTALL}/jobs/${job.id}/create-configuration?siteCode=BDC`, { body: plain }), 201);
    expect(newer.retail).toBeLessThan(configuration.retail);
    dataOf(await addConfigurations(buyer, [newer.configurationGuid]));
    const cart = dataOf(await readCart(buyer));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ configurationGuid: newer.configurationGuid, unitPrice: newer.retail });
    expect(cart.lines[0].options).toContainEqual({ name: 'Removal', value: 'No' });
  });

  it('lets a rep add any customer’s job configuration, into the rep’s own cart', async () => {
    const buyer = await newCustomer(await t.guest());
    const own = await buyableDesign(buyer, 2);
    const { configuration } = await installationConfiguration(buyer, own.designId, own.itemIds);
    const answer = dataOf(await addConfigurations(rep, [configuration.configurationGuid], { headers: repHeaders }));
    expect(answer.itemCount).toBe(1);
    expect(dataOf(await readCart(buyer)).cartId).toBeNull();
  });

  it('answers 404 for an unknown guid and for someone else’s job (a guest, another customer), and adds nothing', async () => {
    const { configuration } = await installationConfiguration(shopper);
    const other = await newCustomer(await t.guest());
    const guest = await t.guest();
    const unknown = randomUUID();
    for (const [client, guids] of [
      [shopper, [design.guids[0], unknown]],
      [other, [configuration.configurationGuid]],
      [guest, [configuration.configurationGuid]],
    ] as const) {
      const answer = await addConfigurations(client, guids);
      expectErrorEnvelope(answer, 404, 'NOT_FOUND');
      expect(answer.body.message).toMatch(/^We could not find configuration /);
    }
    expect(dataOf(await readCart(other)).cartId).toBeNull();
    expect(dataOf(await readCart(guest)).cartId).toBeNull();
  });

  it('answers 404 for a job of the other service site', async () => {
    const { configuration } = await installationConfiguration(shopper);
    expectErrorEnvelope(await addConfigurations(shopper, [configuration.configurationGuid], { headers: SITE11 }), 404, 'NOT_FOUND');
  });

  it('refuses windows that may not be bought with 409, naming each', async () => {
    const guest = await t.guest();
    const own = await buyableDesign(guest, 3);
    dataOf(await setAttribute(guest, own.designId, own.itemIds[0]!, 'purchaseOption', 'do-not-include'));
    await changeStoredProduct(t, own.graph, own.itemIds[1]!, { isValid: false });
    const answer = await addConfigurations(guest, own.guids);
    expectErrorEnvelope(answer, 409, 'CONFLICT');
    expect(answer.body.message).toMatch(/^Window .* is saved for later, so it is not added to the cart\.$/);
    expect(answer.body.details).toEqual([
      { configurationGuid: own.guids[0], message: expect.stringContaining('saved for later') },
      { configurationGuid: own.guids[1], message: expect.stringContaining('requires edits before purchase') },
    ]);
    await lockDesign(t, own.designId);
    expect((await addConfigurations(guest, [own.guids[2]])).body.message).toBe(BUY_BLOCK_MESSAGES.locked);
    expect(dataOf(await readCart(guest)).cartId).toBeNull();
  });

  it('adds on the retailer site too (the installation flow of site 11)', async () => {
    const guest = await t.guest();
    const own = await buyableDesign(guest, 1);
    expect(dataOf(await addConfigurations(guest, own.guids, { headers: SITE11 })).cartUrl).toBe('/cart');
  });

  it('opens one cart when several different requests of a new caller arrive at once', async () => {
    const guest = await t.guest();
    const own = await buyableDesign(guest, 6);
    const answers = await Promise.all(own.guids.map((guid) => addConfigurations(guest, [guid])));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.cartId)).size).toBe(1);
    const cart = dataOf(await readCart(guest));
    expect(cart.itemCount).toBe(6);
    expect(new Set(cart.lines.map((line: { configurationGuid: string }) => line.configurationGuid))).toEqual(new Set(own.guids));
  });

  it.each([
    ['no guids', []],
    ['a guid that is not one', ['nope']],
    ['not a list', 'x'],
  ])('refuses %s with a 400', async (_case, guids) => {
    expectErrorEnvelope(await addConfigurations(shopper, guids), 400, 'VALIDATION_FAILED');
  });

  it('needs an Idempotency-Key, replays a retry, and refuses a site without a cart', async () => {
    const guest = await t.guest();
    const own = await buyableDesign(guest, 1);
    const missing = await addConfigurations(guest, own.guids, { key: null });
    expectErrorEnvelope(missing, 400, 'BAD_REQUEST');
    expect(missing.body.message).toBe(IDEMPOTENCY_KEY_MISSING);
    const key = newKey();
    const first = await addConfigurations(guest, own.guids, { key });
    const retry = await addConfigurations(guest, own.guids, { key });
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const noCart = await addConfigurations(guest, own.guids, { headers: SITE5 });
    expectErrorEnvelope(noCart, 409, 'CONFLICT');
    expect(noCart.body.message).toBe(NO_CART_STRATEGY);
  });
});
