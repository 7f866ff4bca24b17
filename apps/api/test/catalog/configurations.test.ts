import { randomUUID } from 'node:crypto';
import type { CatalogProduct, Configuration } from '@eb/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { choiceOf, configure, expectStatusOf, gridCents, productById, products, ROLLER, saleCents } from './helpers.ts';

const roller = productById(ROLLER);
const motorized = choiceOf(roller, 'lift', 'Motorized');
const motorMinWidth = roller.options.flatMap((option) => option.choices).find((choice) => choice.choiceId === motorized)?.minWidth ?? 0;

/** The first exclusion in the data: a choice of an earlier option and one of a later option that cannot go together. */
const exclusion = (() => {
  for (const product of products.filter((candidate) => candidate.status === 'Active')) {
    const optionOf = (choiceId: string) =>
      product.options.findIndex((option) => option.choices.some((choice) => choice.choiceId === choiceId));
    for (const [index, option] of product.options.entries()) {
      for (const choice of option.choices) {
        for (const excluded of choice.excludes) {
          const [first, second] = optionOf(excluded) > index ? [choice.choiceId, excluded] : [excluded, choice.choiceId];
          return { product, first, second };
        }
      }
    }
  }
  throw new Error('The catalog data has no exclusion');
})();
const named = (product: CatalogProduct, choiceId: string) => {
  const option = product.options.find((candidate) => candidate.choices.some((choice) => choice.choiceId === choiceId));
  const choice = option?.choices.find((candidate) => candidate.choiceId === choiceId);
  if (!option || !choice) throw new Error(`No choice ${choiceId}`);
  return { option, choice };
};
const shortGrid = products.find((product) => product.status === 'Active' && (product.priceGrid.widths.at(-1) ?? 0) < product.maxWidth);

describe('configurations (POST, GET and PUT /api/configurations)', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  const put = (guid: string, body: Record<string, unknown>) => guest.request('PUT', `/api/configurations/${guid}`, { body });
  const putOk = async (guid: string, body: Record<string, unknown>): Promise<Configuration> => {
    const answer = await put(guid, body);
    expectStatusOf(answer, 200);
    return answer.body.data as Configuration;
  };

  it('creates a configuration priced by the rules, with the default choices filled in', async () => {
    const created = await configure(guest, ROLLER, 40, 60);
    const retail = gridCents(roller, 40, 60);
    expect(created).toEqual({
      configurationGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productId: ROLLER,
      width: 40,
      height: 60,
      choices: Object.fromEntries(roller.options.map((option) => [option.optionId, option.defaultChoiceId])),
      retail: retail / 100,
      subtotal: saleCents(roller, retail) / 100,
      optionTotal: 0,
      isValid: true,
      messages: [],
      windowName: null,
    });
    const read = await guest.request('GET', `/api/configurations/${created.configurationGuid}`);
    expectStatusOf(read, 200);
    expect(read.body.data).toEqual(created);
  });

  it('keeps sizes in eighths and prices chosen options', async () => {
    const created = await configure(guest, ROLLER, 40.125, 59.875, { lift: motorized });
    expect(created).toMatchObject({ width: 40.125, height: 59.875, isValid: true });
    expect(created.choices.lift).toBe(motorized);
    const plain = await configure(guest, ROLLER, 40.125, 59.875);
    expect(created.retail).toBeGreaterThan(plain.retail);
    expect(created.optionTotal).toBeGreaterThan(0);
    expect(created.subtotal).toBeCloseTo(plain.subtotal + created.optionTotal, 2);
  });

  it('shows a rule message while two choices exclude each other, and clears it when they no longer do', async () => {
    const { product, first, second } = exclusion;
    const a = named(product, first);
    const b = named(product, second);
    const width = Math.max(36, product.minWidth, a.choice.minWidth ?? 0, b.choice.minWidth ?? 0);
    const height = Math.max(48, product.minHeight);
    const created = await configure(guest, product.productId, width, height);
    expect(created.isValid).toBe(true);
    const clash = await putOk(created.configurationGuid, {
      productId: product.productId,
      width,
      height,
      choices: { [a.option.optionId]: first, [b.option.optionId]: second },
    });
    expect(clash.isValid).toBe(false);
    expect(clash.messages).toEqual([`${a.option.name}: ${a.choice.value} cannot be combined with ${b.option.name}: ${b.choice.value}.`]);
    // The stored configuration says so too.
    expect((await guest.request('GET', `/api/configurations/${created.configurationGuid}`)).body.data.messages).toEqual(clash.messages);

    const fixed = await putOk(created.configurationGuid, {
      productId: product.productId,
      width,
      height,
      choices: { [a.option.optionId]: a.option.defaultChoiceId, [b.option.optionId]: second },
    });
    expect(fixed).toMatchObject({ isValid: true, messages: [] });
    expect(fixed.choices[b.option.optionId]).toBe(second);
  });

  it('shows the minimum width of a choice until the width is enough', async () => {
    expect(motorMinWidth).toBeGreaterThan(roller.minWidth);
    const narrow = await configure(guest, ROLLER, roller.minWidth, 60, { lift: motorized });
    expect(narrow.isValid).toBe(false);
    expect(narrow.messages).toEqual([`Motorized needs a width of at least ${motorMinWidth} inches.`]);
    const wide = await putOk(narrow.configurationGuid, {
      productId: ROLLER,
      width: motorMinWidth,
      height: 60,
      choices: { lift: motorized },
    });
    expect(wide).toMatchObject({ isValid: true, messages: [], width: motorMinWidth });
  });

  it("explains a size outside the product's own limits, and clears it when the size fits", async () => {
    const tooWide = await configure(guest, ROLLER, 150, 60);
    // Wider than the product is also past its price grid.
    expect(tooWide.messages).toEqual(['Width must be between 12 and 120 inches for this product.', 'There is no price for this size.']);
    const tooShort = await putOk(tooWide.configurationGuid, { productId: ROLLER, width: 40, height: 11 });
    expect(tooShort.messages).toEqual(['Height must be between 12 and 120 inches for this product.']);
    const fits = await putOk(tooWide.configurationGuid, { productId: ROLLER, width: 40, height: 60 });
    expect(fits).toMatchObject({ isValid: true, messages: [] });
  });

  it('has no price for a size above the price grid', async () => {
    expect(shortGrid, 'a product whose grid stops short of its maximum width').toBeDefined();
    const product = shortGrid as CatalogProduct;
    const gridEnd = product.priceGrid.widths.at(-1) ?? 0;
    const above = await configure(guest, product.productId, product.maxWidth, product.minHeight);
    expect(above).toMatchObject({ isValid: false, messages: ['There is no price for this size.'], subtotal: 0, retail: 0 });
    const inside = await putOk(above.configurationGuid, { productId: product.productId, width: gridEnd, height: product.minHeight });
    expect(inside).toMatchObject({ isValid: true, messages: [] });
    expect(inside.subtotal).toBeGreaterThan(0);
  });

  it('names unknown options and choices and a required option left empty', async () => {
    const unknown = await configure(guest, ROLLER, 40, 60, { fabric: 'silk', color: 'no-such-colour', mount: '' });
    const color = roller.options.find((option) => option.optionId === 'color');
    const mount = roller.options.find((option) => option.optionId === 'mount');
    expect(unknown.isValid).toBe(false);
    expect(unknown.messages).toEqual([
      'This product has no option fabric.',
      `${color?.name} has no choice no-such-colour.`,
      `Please choose a ${mount?.name}.`,
    ]);
  });

  it('says a discontinued product can no longer be configured as valid', async () => {
    const discontinued = products.find((product) => product.status === 'Discontinued') as CatalogProduct;
    const gone = await configure(guest, discontinued.productId, discontinued.minWidth, discontinued.minHeight);
    expect(gone).toMatchObject({ isValid: false, messages: ['This product has been discontinued.'] });
  });

  it('changes the product itself on PUT, priced again', async () => {
    const created = await configure(guest, ROLLER, 40, 60);
    const other = products.find(
      (product) => product.status === 'Active' && product.productId !== ROLLER && product.minWidth <= 40,
    ) as CatalogProduct;
    const changed = await putOk(created.configurationGuid, {
      productId: other.productId,
      width: 40,
      height: Math.max(60, other.minHeight),
    });
    expect(changed.configurationGuid).toBe(created.configurationGuid);
    expect(changed.productId).toBe(other.productId);
    expect(Object.keys(changed.choices).sort()).toEqual(other.options.map((option) => option.optionId).sort());
  });

  it('refuses sizes outside 7–196 inches (height from 10) and sizes off the eighth grid with 400, keeping the limits themselves', async () => {
    for (const [width, height, message] of [
      [6.875, 60, 'Width must be between 7 and 196 inches.'],
      [196.125, 60, 'Width must be between 7 and 196 inches.'],
      [40, 200, 'Height must be between 10 and 196 inches.'],
      [40, 9.875, 'Height must be between 10 and 196 inches.'],
      [40.1, 60, 'Width must be in eighths of an inch.'],
      [-40, 60, 'Width must be between 7 and 196 inches.'],
    ] as const) {
      const answer = await guest.request('POST', '/api/configurations', { body: { productId: ROLLER, width, height } });
      expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED');
      expect(answer.body.message, `${width} × ${height}`).toBe(message);
    }
    const created = await configure(guest, ROLLER, 40, 60);
    const refused = await put(created.configurationGuid, { productId: ROLLER, width: 197, height: 60 });
    expectErrorEnvelope(refused, 400, 'VALIDATION_FAILED');
    // Nothing was written.
    expect((await guest.request('GET', `/api/configurations/${created.configurationGuid}`)).body.data.width).toBe(40);

    // The overall limits themselves are fine; the product's own limits speak as rule messages.
    const smallest = await configure(guest, ROLLER, 7, 10);
    expect(smallest.messages).toEqual([
      'Width must be between 12 and 120 inches for this product.',
      'Height must be between 12 and 120 inches for this product.',
    ]);
    const widest = products.find((product) => product.status === 'Active' && product.maxWidth === 196) as CatalogProduct;
    const largest = await configure(guest, widest.productId, 196, widest.minHeight);
    expect(largest).toMatchObject({ width: 196, isValid: true });
  });

  it('answers 400 for a bad body or guid and 404 for an unknown product or configuration', async () => {
    for (const body of [
      { productId: ROLLER, width: 'wide', height: 60 },
      { productId: ROLLER, height: 60 },
      { productId: '12', width: 40, height: 60 },
      { productId: ROLLER, width: 40, height: 60, choices: ['color'] },
    ]) {
      expectErrorEnvelope(await guest.request('POST', '/api/configurations', { body }), 400, 'VALIDATION_FAILED');
    }
    expectErrorEnvelope(
      await guest.request('POST', '/api/configurations', { body: { productId: '999999', width: 40, height: 60 } }),
      404,
      'NOT_FOUND',
    );
    expectErrorEnvelope(await guest.request('GET', '/api/configurations/not-a-guid'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', `/api/configurations/${randomUUID()}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await put(randomUUID(), { productId: ROLLER, width: 40, height: 60 }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await put('not-a-guid', { productId: ROLLER, width: 40, height: 60 }), 400, 'VALIDATION_FAILED');
  });
});

describe('copying a configuration (GET /api/design-builder/designs/configurations/{guid}/copy)', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  it('answers a copy under a new guid with the same product, size, choices, prices and messages', async () => {
    const source = await configure(guest, ROLLER, 16, 60, { lift: motorized });
    const answer = await guest.request(
      'GET',
      `/api/design-builder/designs/configurations/${source.configurationGuid}/copy?newWindowName=Bay`,
    );
    expectStatusOf(answer, 200);
    const copy = answer.body.data as Configuration;
    expect(copy.configurationGuid).not.toBe(source.configurationGuid);
    expect(copy.windowName).toBe('Bay');
    expect({ ...copy, configurationGuid: source.configurationGuid, windowName: null }).toEqual(source);
    expect((await guest.request('GET', `/api/configurations/${copy.configurationGuid}`)).body.data).toEqual(copy);
  });

  it('names the copy for its new window, kept to the window name limit of 10, or keeps the source window name', async () => {
    const created = await guest.request('POST', '/api/configurations', {
      body: { productId: ROLLER, width: 40, height: 60, windowName: 'A1 Kitchen Sink' },
    });
    expectStatusOf(created, 201);
    const source = created.body.data as Configuration;
    expect(source.windowName).toBe('A1 Kitchen');
    const copyPath = `/api/design-builder/designs/configurations/${source.configurationGuid}/copy`;
    expect((await guest.request('GET', copyPath)).body.data.windowName).toBe('A1 Kitchen');
    expect((await guest.request('GET', `${copyPath}?newWindowName=${encodeURIComponent('B2 Living Room')}`)).body.data.windowName).toBe(
      'B2 Living ',
    );
    // Changing size or choices keeps the name; PUT with a name renames.
    const put = (body: object) => guest.request('PUT', `/api/configurations/${source.configurationGuid}`, { body });
    expect((await put({ productId: ROLLER, width: 41, height: 60 })).body.data.windowName).toBe('A1 Kitchen');
    expect((await put({ productId: ROLLER, width: 41, height: 60, windowName: 'C3 Den' })).body.data.windowName).toBe('C3 Den');
  });

  it('makes an independent copy: changing it leaves the source alone', async () => {
    const source = await configure(guest, ROLLER, 40, 60);
    const copy = (await guest.request('GET', `/api/design-builder/designs/configurations/${source.configurationGuid}/copy`)).body.data;
    await guest.request('PUT', `/api/configurations/${copy.configurationGuid}`, { body: { productId: ROLLER, width: 50, height: 60 } });
    expect((await guest.request('GET', `/api/configurations/${source.configurationGuid}`)).body.data).toEqual(source);
  });

  it('answers 404 for an unknown configuration and 400 for a bad guid or window name', async () => {
    expectErrorEnvelope(await guest.request('GET', `/api/design-builder/designs/configurations/${randomUUID()}/copy`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', '/api/design-builder/designs/configurations/nope/copy'), 400, 'VALIDATION_FAILED');
    const source = await configure(guest, ROLLER, 40, 60);
    const long = await guest.request(
      'GET',
      `/api/design-builder/designs/configurations/${source.configurationGuid}/copy?newWindowName=${'x'.repeat(101)}`,
    );
    expectErrorEnvelope(long, 400, 'VALIDATION_FAILED');
  });
});
