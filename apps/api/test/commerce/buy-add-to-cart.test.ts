import { randomUUID } from 'node:crypto';
import { ALL_WINDOWS_NEED_A_PRODUCT, BUY_BLOCK_MESSAGES, CART_LINES_MAX, NO_CART_STRATEGY } from '@eb/domain/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MISSING, IDEMPOTENCY_KEY_REUSED } from '../../src/http/idempotency.ts';
import { CART_FULL } from '../../src/modules/commerce/cart-add.ts';
import { addWindow, lockDesign } from '../designs/helpers.ts';
import { setAttribute } from '../installation/pricing-helpers.ts';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { addToCart, buy, buyableDesign, dataOf, newKey, readCart, SITE5, SITE11 } from './cart-helpers.ts';

/**
 * POST /estimatebuilder/addtocart (doc 001 §4 "Buy flow", {product} site 3): the buy-design result
 * comes back, is checked again and priced from the database, and becomes one cart line per
 * configuration; the browser then goes to the internal cart (/Ordering/Cart).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const cartLineCount = async (cartId: string) =>
  Number(
    (
      await t.db
        .selectFrom('cart_lines')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /estimatebuilder/addtocart', () => {
  it('adds one line per configuration at the stored prices, whatever prices the client sends, and answers the cart URL', async () => {
    const shopper = await t.signIn('shopper@example.com');
    const design = await buyableDesign(shopper, 2);
    const result = dataOf(await buy(shopper, design.designId));
    const forged = { ...result, lines: result.lines.map((line: object) => ({ ...line, price: 0.01, retail: 0.01, quantity: 40 })) };
    const answer = dataOf(await addToCart(shopper, forged));
    expect(answer).toEqual({ cartId: expect.any(String), itemCount: 2, cartUrl: '/Ordering/Cart' });
    const cart = dataOf(await readCart(shopper));
    expect(cart.cartId).toBe(answer.cartId);
    expect(cart.lines.map((line: { configurationGuid: string }) => line.configurationGuid)).toEqual(design.guids);
    expect(cart.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual(
      result.lines.map((line: { price: number }) => line.price),
    );
    expect(cart.lines[0]).toMatchObject({ kind: 'product', designId: design.designId, quantity: 1, jobUid: null, width: 30, height: 40 });
  });

  it('does not add a configuration twice: adding the design again (a new key) leaves one line per window', async () => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 3);
    const result = dataOf(await buy(guest, design.designId));
    const first = dataOf(await addToCart(guest, result));
    const second = dataOf(await addToCart(guest, result));
    expect(second).toEqual(first);
    expect(await cartLineCount(first.cartId)).toBe(3);
  });

  it('makes exactly one set of lines from 50 concurrent requests with the same Idempotency-Key, all answered alike', async () => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 4);
    const body = dataOf(await buy(guest, design.designId));
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => addToCart(guest, body, { key })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    expect(bodies.size).toBe(1);
    const { cartId } = answers[0]!.body.data;
    expect(await cartLineCount(cartId)).toBe(4);
    const holding = await t.db
      .selectFrom('cart_lines')
      .select('cart_id')
      .distinct()
      .where('configuration_guid', 'in', design.guids)
      .execute();
    expect(holding).toEqual([{ cart_id: cartId }]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
  });

  it(`holds at most ${CART_LINES_MAX} lines: an add that would pass it is refused whole, one that reaches it is taken`, async () => {
    const guest = await t.guest();
    const first = await buyableDesign(guest, 1);
    const { cartId } = dataOf(await addToCart(guest, dataOf(await buy(guest, first.designId))));
    // The cart is filled nearly to the limit with lines of other windows (rows, as many adds would leave them).
    const [line] = await t.db.selectFrom('cart_lines').selectAll().where('cart_id', '=', cartId).execute();
    if (!line) throw new Error('a carted line');
    await t.db
      .insertInto('cart_lines')
      .values(
        Array.from({ length: CART_LINES_MAX - 3 }, (_, index) => ({
          ...line,
          id: randomUUID(),
          item_id: randomUUID(),
          configuration_guid: randomUUID(),
          options: JSON.stringify(line.options),
          position: index + 1,
        })),
      )
      .execute();
    const three = await buyableDesign(guest, 3);
    const refused = await addToCart(guest, dataOf(await buy(guest, three.designId)));
    expectErrorEnvelope(refused, 409, 'CONFLICT');
    expect(refused.body.message).toBe(CART_FULL);
    expect(await cartLineCount(cartId)).toBe(CART_LINES_MAX - 2);
    const two = await buyableDesign(guest, 2);
    expect(dataOf(await addToCart(guest, dataOf(await buy(guest, two.designId)))).itemCount).toBe(CART_LINES_MAX);
  });

  it('answers 422 for the same key with another body, and 400 without a key', async () => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 2);
    const body = dataOf(await buy(guest, design.designId));
    const key = newKey();
    dataOf(await addToCart(guest, body, { key }));
    const reused = await addToCart(guest, { ...body, lines: body.lines.slice(0, 1) }, { key });
    expectErrorEnvelope(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    const missing = await addToCart(guest, body, { key: null });
    expectErrorEnvelope(missing, 400, 'BAD_REQUEST');
    expect(missing.body.message).toBe(IDEMPOTENCY_KEY_MISSING);
  });

  it.each([
    ['no lines', (body: { designId: string }) => ({ designId: body.designId, lines: [] })],
    ['a bad design id', (body: { lines: unknown[] }) => ({ designId: 'nope', lines: body.lines })],
    ['a bad configuration guid', (body: { designId: string }) => ({ designId: body.designId, lines: [{ configurationGuid: 'x' }] })],
    ['no body', () => undefined],
  ])('refuses %s with a 400', async (_case, change) => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 1);
    const body = dataOf(await buy(guest, design.designId));
    expectErrorEnvelope(await addToCart(guest, change(body)), 400, 'VALIDATION_FAILED');
  });

  it('refuses a configuration that is not on a selected window of the design (stale, saved for later, or another design’s)', async () => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 2);
    const other = await buyableDesign(guest, 1);
    const body = dataOf(await buy(guest, design.designId));
    const foreign = await addToCart(guest, { designId: design.designId, lines: [{ configurationGuid: other.guids[0] }] });
    expectErrorEnvelope(foreign, 409, 'CONFLICT');
    expect(foreign.body.message).toContain(other.guids[0]);
    dataOf(await setAttribute(guest, design.designId, design.itemIds[1]!, 'purchaseOption', 'do-not-include'));
    expectErrorEnvelope(await addToCart(guest, body), 409, 'CONFLICT');
    expect(dataOf(await readCart(guest)).lines).toHaveLength(0);
  });

  it('checks the design again: a window without a product or a locked design since buy-design refuses it, adding nothing', async () => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 1);
    const body = dataOf(await buy(guest, design.designId));
    await addWindow(guest, design.designId, design.graph.containers[0]!.containerId);
    const missing = await addToCart(guest, body);
    expectErrorEnvelope(missing, 409, 'CONFLICT');
    expect(missing.body.message).toBe(ALL_WINDOWS_NEED_A_PRODUCT);
    await lockDesign(t, design.designId);
    const locked = await addToCart(guest, body);
    expectErrorEnvelope(locked, 409, 'DESIGN_LOCKED');
    expect(locked.body.message).toBe(BUY_BLOCK_MESSAGES.locked);
    expect(dataOf(await readCart(guest)).cartId).toBeNull();
  });

  it('adds to another person’s design only into the caller’s own cart (a design id is a read capability)', async () => {
    const owner = await t.signIn('shopper@example.com');
    const design = await buyableDesign(owner, 1);
    const reader = await t.guest();
    const answer = dataOf(await addToCart(reader, dataOf(await buy(reader, design.designId))));
    expect(dataOf(await readCart(reader)).cartId).toBe(answer.cartId);
    expect(dataOf(await readCart(owner)).cartId).not.toBe(answer.cartId);
  });

  it.each([
    ['site 11 (the cart GraphQL site)', SITE11],
    ['site 5 (no cart)', SITE5],
  ])("refuses %s with 'An add to cart strategy was not implemented for this site'", async (_site, headers) => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 1);
    const body = dataOf(await buy(guest, design.designId));
    const answer = await addToCart(guest, body, { headers });
    expectErrorEnvelope(answer, 409, 'CONFLICT');
    expect(answer.body.message).toBe(NO_CART_STRATEGY);
  });

  it('refuses a cross-site form post and a JSON post from another origin', async () => {
    const guest = await t.guest();
    const design = await buyableDesign(guest, 1);
    const body = dataOf(await buy(guest, design.designId));
    const form = await guest.request('POST', '/estimatebuilder/addtocart', {
      body: `designId=${design.designId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': newKey() },
    });
    expectErrorEnvelope(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const foreign = await addToCart(guest, body, { headers: { origin: 'https://evil.example' } });
    expectErrorEnvelope(foreign, 403, 'CROSS_SITE_REQUEST');
    expect(dataOf(await readCart(guest)).cartId).toBeNull();
  });
});
