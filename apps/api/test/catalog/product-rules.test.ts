import { randomUUID } from 'node:crypto';
import type { CatalogProduct, Configuration } from '@eb/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSession } from '../../src/http/session.ts';
import { createCatalog } from '../../src/modules/catalog/catalog.ts';
import { repriceWindows } from '../../src/modules/designs/product-use-cases.ts';
import { addWindow, createDesign, firstWindow, loadDesign, lockDesign } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { choiceOf, configure, countingDb, expectStatusOf, itemIn, productById, products, ROLLER, setProduct } from './helpers.ts';

const roller = productById(ROLLER);
const motorized = choiceOf(roller, 'lift', 'Motorized');
const linen = choiceOf(roller, 'color', 'Linen');
const discontinued = products.find((product) => product.status === 'Discontinued') as CatalogProduct;
const shortGrid = products.find(
  (product) => product.status === 'Active' && (product.priceGrid.widths.at(-1) ?? 0) < product.maxWidth,
) as CatalogProduct;
const withExclusion = products.find((product) =>
  product.options.some((option) => option.choices.some((choice) => choice.excludes.length > 0 && !choice.minWidth)),
) as CatalogProduct;

describe('product rules (POST /api/configuratorApi/ExecuteProductRules?guid=)', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  const rules = (guid: string, body?: unknown, path = 'ExecuteProductRules') =>
    guest.request('POST', `/api/configuratorApi/${path}?guid=${guid}`, body === undefined ? {} : { body });

  it('runs the rules with other choices and size without saving anything', async () => {
    const stored = await configure(guest, ROLLER, 40, 60);
    const answer = await rules(stored.configurationGuid, { choices: { lift: motorized, color: linen }, width: 50 });
    expectStatusOf(answer, 200);
    expect(answer.body.data).toMatchObject({ isValid: true, messages: [], hasPricing: true, canAddToCart: true });
    expect(answer.body.data.choices).toMatchObject({ lift: motorized, color: linen, mount: stored.choices.mount });
    expect(answer.body.data.price).toBeGreaterThan(stored.subtotal);
    expect(answer.body.data.optionTotal).toBeGreaterThan(0);
    expect(answer.body.data.retail).toBeGreaterThan(answer.body.data.price);
    expect((await guest.request('GET', `/api/configurations/${stored.configurationGuid}`)).body.data).toEqual(stored);
  });

  it('answers the stored configuration as it is when sent nothing', async () => {
    const stored = await configure(guest, ROLLER, 40, 60);
    for (const body of [undefined, {}]) {
      const answer = await rules(stored.configurationGuid, body);
      expectStatusOf(answer, 200);
      expect(answer.body.data).toMatchObject({ isValid: true, canAddToCart: true, price: stored.subtotal, retail: stored.retail });
    }
  });

  it('cannot add to cart what breaks a rule, has no price or is discontinued', async () => {
    const stored = await configure(guest, ROLLER, 40, 60);
    const wide = await rules(stored.configurationGuid, { width: 150 });
    expect(wide.body.data).toMatchObject({ isValid: false, canAddToCart: false, hasPricing: false });
    expect(wide.body.data.messages).toContain('Width must be between 12 and 120 inches for this product.');
    const narrow = await rules(stored.configurationGuid, { width: 14, choices: { lift: motorized } });
    expect(narrow.body.data).toMatchObject({ isValid: false, canAddToCart: false, hasPricing: true });

    const short = await configure(guest, shortGrid.productId, shortGrid.minWidth, shortGrid.minHeight);
    const above = await rules(short.configurationGuid, { width: shortGrid.maxWidth });
    expect(above.body.data).toMatchObject({ canAddToCart: false, hasPricing: false, messages: ['There is no price for this size.'] });

    const gone = await configure(guest, discontinued.productId, discontinued.minWidth, discontinued.minHeight);
    expect((await rules(gone.configurationGuid, {})).body.data).toMatchObject({ canAddToCart: false, isValid: false });
  });

  it('refuses sizes outside 7–196 with 400, and answers 404 for an unknown configuration', async () => {
    const stored = await configure(guest, ROLLER, 40, 60);
    expectErrorEnvelope(await rules(stored.configurationGuid, { width: 200 }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await rules(stored.configurationGuid, { height: 5 }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await rules(stored.configurationGuid, { width: 'wide' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await rules(randomUUID(), {}), 404, 'NOT_FOUND');
    expectErrorEnvelope(await rules('nope', {}), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('POST', '/api/configuratorApi/ExecuteProductRules', { body: {} }), 400, 'VALIDATION_FAILED');
  });

  describe('for measure-and-install estimates (ExecuteProductRulesForMandiEstimates)', () => {
    const mandi = (guid: string, body?: unknown) => rules(guid, body, 'ExecuteProductRulesForMandiEstimates');

    it("takes the spec's body: P with Q (default 1) and OptionDetails, and RuleSet (default immediate)", async () => {
      const stored = await configure(guest, ROLLER, 40, 60);
      const answer = await mandi(stored.configurationGuid, {
        P: { Q: 3, OptionDetails: [{ OptionId: 'lift', ChoiceId: motorized }], Width: 40, Height: 60 },
        RuleSet: 'immediate',
      });
      expectStatusOf(answer, 200);
      expect(answer.body.data).toMatchObject({ isValid: true, canAddToCart: true, quantity: 3, ruleSet: 'immediate' });
      expect(answer.body.data.choices.lift).toBe(motorized);
      expect(answer.body.data.price).toBeGreaterThan(stored.subtotal);
      expect(answer.body.data.lineTotal).toBeCloseTo(answer.body.data.price * 3, 2);

      const defaults = await mandi(stored.configurationGuid, { P: {} });
      expectStatusOf(defaults, 200);
      expect(defaults.body.data).toMatchObject({ quantity: 1, ruleSet: 'immediate', price: stored.subtotal });
      expectErrorEnvelope(await mandi(stored.configurationGuid, { P: { Q: 0 } }), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(
        await mandi(stored.configurationGuid, { P: { OptionDetails: [{ OptionId: 'lift' }] } }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('can add to cart when the measured size fits the product with its choices', async () => {
      const stored = await configure(guest, ROLLER, 40, 60, { lift: motorized });
      const answer = await mandi(stored.configurationGuid, { width: 30.5, height: 50.125 });
      expectStatusOf(answer, 200);
      expect(answer.body.data).toMatchObject({ isValid: true, canAddToCart: true, hasPricing: true, messages: [] });
    });

    it("cannot add to cart a size outside the product's limits or too narrow for a choice", async () => {
      const stored = await configure(guest, ROLLER, 40, 60, { lift: motorized });
      const wide = await mandi(stored.configurationGuid, { width: 150, height: 60 });
      expect(wide.body.data).toMatchObject({ isValid: false, canAddToCart: false });
      const narrow = await mandi(stored.configurationGuid, { width: 14, height: 60 });
      expect(narrow.body.data).toMatchObject({ isValid: false, canAddToCart: false });
      expect(narrow.body.data.messages).toEqual([expect.stringMatching(/^Motorized needs a width of at least/)]);
    });

    it('answers a measured size outside the overall limits as not addable to the cart, naming the limit', async () => {
      const stored = await configure(guest, ROLLER, 40, 60);
      const answer = await mandi(stored.configurationGuid, { width: 200, height: 60 });
      expectStatusOf(answer, 200);
      expect(answer.body.data).toMatchObject({ isValid: false, canAddToCart: false });
      expect(answer.body.data.messages).toContain('Width must be between 7 and 196 inches.');
      const low = await mandi(stored.configurationGuid, { width: 40, height: 8 });
      expect(low.body.data).toMatchObject({ isValid: false, canAddToCart: false });
      expect(low.body.data.messages).toContain('Height must be between 10 and 196 inches.');
      expectErrorEnvelope(await mandi(randomUUID(), {}), 404, 'NOT_FOUND');
    });
  });
});

describe('has-product-pricing (POST /api/configuratorApi/HasProductPricing)', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  const ask = (body: Record<string, unknown>) =>
    guest.request('POST', '/api/configuratorApi/HasProductPricing', { body: { SiteId: 3, VariantId: 0, ProductLineId: 1, ...body } });

  it('answers true for a product with its choices at its smallest size or at a size given', async () => {
    for (const body of [
      { ProductId: ROLLER, Choices: [] },
      { ProductId: Number(ROLLER), Choices: [{ optionId: 'lift', choiceId: motorized }], Width: 40, Height: 60 },
    ]) {
      const answer = await ask(body);
      expectStatusOf(answer, 200);
      expect(answer.body.data).toEqual({ hasPricing: true });
    }
  });

  it('answers false above the price grid, for choices that exclude each other and for choices the product does not have', async () => {
    expect((await ask({ ProductId: shortGrid.productId, Choices: [], Width: shortGrid.maxWidth })).body.data).toEqual({
      hasPricing: false,
    });

    const option = withExclusion.options.find((candidate) =>
      candidate.choices.some((choice) => choice.excludes.length > 0 && !choice.minWidth),
    );
    const choice = option?.choices.find((candidate) => candidate.excludes.length > 0 && !candidate.minWidth);
    const excluded = choice?.excludes[0] ?? '';
    const excludedOption = withExclusion.options.find((candidate) => candidate.choices.some((other) => other.choiceId === excluded));
    const clash = await ask({
      ProductId: withExclusion.productId,
      Choices: [
        { optionId: option?.optionId, choiceId: choice?.choiceId },
        { optionId: excludedOption?.optionId, choiceId: excluded },
      ],
    });
    expect(clash.body.data).toEqual({ hasPricing: false });

    expect((await ask({ ProductId: ROLLER, Choices: [{ optionId: 'lift', choiceId: 'rocket' }] })).body.data).toEqual({
      hasPricing: false,
    });
  });

  it('answers 400 for a bad body and 404 for an unknown product', async () => {
    expectErrorEnvelope(
      await guest.request('POST', '/api/configuratorApi/HasProductPricing', { body: { ProductId: ROLLER } }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(await ask({ ProductId: ROLLER, Choices: 'all' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await ask({ ProductId: '999999', Choices: [] }), 404, 'NOT_FOUND');
  });
});

/** Repricing as a sales rep, who may change every design. */
const rep = { ...guestSession(), role: 'rep' as const, repId: 'R1001' };

describe('validating and repricing configurations, and reading several', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  const reprice = (configurationGuids: unknown) =>
    guest.request('POST', '/api/estimates/validateAndRepriceConfigurations', { body: { configurationGuids } });

  it('prices stored configurations again with the current catalog, saves them and answers them in the order asked', async () => {
    const first = await configure(guest, ROLLER, 40, 60);
    const second = await configure(guest, ROLLER, 50, 70, { lift: motorized });
    // A price stored before the catalog changed.
    await t.db
      .updateTable('configurations')
      .set({ subtotal_cents: 1, retail_cents: 2, is_valid: false, messages: JSON.stringify(['stale']) })
      .where('guid', '=', first.configurationGuid)
      .execute();
    expect((await guest.request('GET', `/api/configurations/${first.configurationGuid}`)).body.data.subtotal).toBe(0.01);

    const answer = await reprice([second.configurationGuid, first.configurationGuid]);
    expectStatusOf(answer, 200);
    expect(answer.body.data).toMatchObject([
      { ResponseCode: 200, ConfigurationGuid: second.configurationGuid, ...second },
      { ResponseCode: 409, ConfigurationGuid: first.configurationGuid, ...first },
    ]);
    expect((await guest.request('GET', `/api/configurations/${first.configurationGuid}`)).body.data).toEqual(first);
  });

  it('marks configurations no longer valid: a discontinued product, a product gone from the catalog', async () => {
    const gone = await configure(guest, discontinued.productId, discontinued.minWidth, discontinued.minHeight);
    const missing = randomUUID();
    await t.db
      .insertInto('configurations')
      .values({
        guid: missing,
        product_id: '999999',
        width: 40,
        height: 60,
        choices: '{}',
        subtotal_cents: 1000,
        retail_cents: 1200,
        option_total_cents: 0,
        is_valid: true,
        messages: '[]',
      })
      .execute();
    const unknown = randomUUID();
    const answer = await reprice([gone.configurationGuid, missing, unknown]);
    expectStatusOf(answer, 200);
    expect(answer.body.data).toHaveLength(3);
    expect(answer.body.data[2]).toEqual({ ResponseCode: 404, ConfigurationGuid: unknown });
    expect(answer.body.data[0]).toMatchObject({
      ResponseCode: 422,
      ConfigurationGuid: gone.configurationGuid,
      configurationGuid: gone.configurationGuid,
      isValid: false,
      messages: ['This product has been discontinued.'],
    });
    expect(answer.body.data[1]).toMatchObject({
      ResponseCode: 422,
      ConfigurationGuid: missing,
      configurationGuid: missing,
      isValid: false,
      messages: ['This product is no longer available.'],
    });
  });

  it('reprices many configurations in one call', async () => {
    const many: Configuration[] = [];
    for (let index = 0; index < 12; index += 1) many.push(await configure(guest, ROLLER, 20 + index, 40));
    const answer = await reprice(many.map((configuration) => configuration.configurationGuid));
    expect(answer.body.data).toMatchObject(many.map((configuration) => ({ ResponseCode: 200, ...configuration })));
  });

  it('reads and writes once whatever the number of configurations', async () => {
    const statementsFor = async (count: number) => {
      const guids: string[] = [];
      for (let index = 0; index < count; index += 1) guids.push((await configure(guest, ROLLER, 20 + index, 40)).configurationGuid);
      const counting = countingDb(t.db);
      expect(await repriceWindows(counting.db, createCatalog(products), rep, guids)).toHaveLength(count);
      return counting.statements();
    };
    expect(await statementsFor(10)).toBe(await statementsFor(1));
  });

  it("brings the windows holding them up to date with today's catalog, except on locked designs", async () => {
    const open = await createDesign(guest);
    const locked = await createDesign(guest);
    const openWindow = firstWindow(open).itemId;
    const lockedWindow = firstWindow(locked).itemId;
    await setProduct(guest, open.design.designId, openWindow, ROLLER, { width: 40, height: 60 });
    const before = await setProduct(guest, locked.design.designId, lockedWindow, ROLLER, { width: 40, height: 60 });
    await lockDesign(t, locked.design.designId);
    const snapshotBefore = itemIn(before, lockedWindow).itemProduct;
    const lockedGuid = snapshotBefore?.configurationGuid ?? '';
    const openGuid = itemIn(await loadDesign(guest, open.design.designId), openWindow).itemProduct?.configurationGuid ?? '';
    const versionBefore = (await loadDesign(guest, open.design.designId)).design.version;

    // The merchandiser discontinues the roller shade and raises its prices.
    const changed = products.map((product) =>
      product.productId === ROLLER
        ? {
            ...product,
            status: 'Discontinued' as const,
            priceGrid: { ...product.priceGrid, cents: product.priceGrid.cents.map((row) => row.map((cents) => cents * 2)) },
          }
        : product,
    );
    const answer = await repriceWindows(t.db, createCatalog(changed), rep, [openGuid, lockedGuid]);
    expect(answer.map((entry) => [entry.ResponseCode, entry.isValid])).toEqual([
      [422, false],
      [422, false],
    ]);

    const reloaded = await loadDesign(guest, open.design.designId);
    expect(reloaded.design.version).toBe(versionBefore + 1);
    const snapshot = itemIn(reloaded, openWindow).itemProduct;
    expect(snapshot).toMatchObject({ isValid: false, productStatus: 'Discontinued', pipToCart: false, price: answer[0]?.subtotal });
    expect(reloaded.design.subtotal).toBe(answer[0]?.subtotal);
    expect(itemIn(await loadDesign(guest, locked.design.designId), lockedWindow).itemProduct).toEqual(snapshotBefore);

    // Nothing changed since: the designs keep their version.
    await repriceWindows(t.db, createCatalog(changed), rep, [openGuid]);
    expect((await loadDesign(guest, open.design.designId)).design.version).toBe(versionBefore + 1);
  });

  it('reads and writes the windows a fixed number of times whatever their number', async () => {
    const statementsFor = async (count: number) => {
      const design = await createDesign(guest);
      const designId = design.design.designId;
      const guids: string[] = [];
      let graph = design;
      for (let index = 0; index < count; index += 1) {
        const itemId = graph.items[index]?.itemId ?? '';
        graph = await setProduct(guest, designId, itemId, ROLLER, { width: 30 + index, height: 40 });
        guids.push(itemIn(graph, itemId).itemProduct?.configurationGuid ?? '');
        if (index < count - 1) {
          const room = graph.containers[0]?.containerId ?? '';
          graph = await addWindow(guest, designId, room);
        }
      }
      const doubled = products.map((product) =>
        product.productId === ROLLER
          ? { ...product, priceGrid: { ...product.priceGrid, cents: product.priceGrid.cents.map((row) => row.map((cents) => cents * 3)) } }
          : product,
      );
      const counting = countingDb(t.db);
      expect(await repriceWindows(counting.db, createCatalog(doubled), rep, guids)).toHaveLength(count);
      expect(itemIn(await loadDesign(guest, designId), graph.items[0]?.itemId ?? '').itemProduct?.price).toBe(
        (await guest.request('GET', `/api/configurations/${guids[0]}`)).body.data.subtotal,
      );
      return counting.statements();
    };
    expect(await statementsFor(8)).toBe(await statementsFor(1));
  });

  it('answers 400 for no guids, bad guids or too many', async () => {
    expectErrorEnvelope(await reprice([]), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await reprice(['nope']), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await reprice(Array.from({ length: 501 }, () => randomUUID())), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(
      await guest.request('POST', '/api/estimates/validateAndRepriceConfigurations', { body: {} }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('GET /api/estimates/configurations?guids= answers several configurations in the order asked', async () => {
    const [a, b, c] = [
      await configure(guest, ROLLER, 30, 40),
      await configure(guest, ROLLER, 31, 40),
      await configure(guest, ROLLER, 32, 40),
    ];
    const guids = [c, a, b].map((configuration) => configuration?.configurationGuid).join(',');
    const answer = await guest.request('GET', `/api/estimates/configurations?guids=${guids}`);
    expectStatusOf(answer, 200);
    expect(answer.body.data).toEqual([c, a, b]);
    // Unknown guids are left out; spaces around commas are fine.
    const some = await guest.request('GET', `/api/estimates/configurations?guids=${randomUUID()},%20${a?.configurationGuid}`);
    expect(some.body.data).toEqual([a]);
  });

  it('POST /api/estimates/configurations takes configurations (configurationGuid, price) and says whether each price is current', async () => {
    const a = await configure(guest, ROLLER, 40, 60);
    const b = await configure(guest, ROLLER, 50, 60);
    const answer = await guest.request('POST', '/api/estimates/configurations', {
      body: {
        configurations: [
          { configurationGuid: b.configurationGuid, price: b.subtotal },
          { configurationGuid: randomUUID(), price: 1 },
          { configurationGuid: a.configurationGuid, price: a.subtotal + 5 },
        ],
      },
    });
    expectStatusOf(answer, 200);
    expect(answer.body.data).toEqual([
      { ...b, priceMatches: true },
      { ...a, priceMatches: false },
    ]);
    expectErrorEnvelope(
      await guest.request('POST', '/api/estimates/configurations', {
        body: { configurations: [{ configurationGuid: randomUUID(), price: 1 }] },
      }),
      404,
      'NOT_FOUND',
    );
    expectErrorEnvelope(
      await guest.request('POST', '/api/estimates/configurations', { body: { configurations: [] } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('GET /api/estimates/configurations answers 404 when none is known and 400 for a bad list', async () => {
    expectErrorEnvelope(await guest.request('GET', `/api/estimates/configurations?guids=${randomUUID()}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', '/api/estimates/configurations?guids=nope'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/estimates/configurations?guids='), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/estimates/configurations'), 400, 'VALIDATION_FAILED');
  });
});
