import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const CELLULAR_TDBU = '533002';

describe('configurations and product rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const guest = await t.guest();
    return { guest, answer: await guest.request('POST', '/api/configurations', { body }) };
  };

  it('creates a priced configuration with the default choices', async () => {
    const { answer } = await create({ productId: CELLULAR_TDBU, width: 36, height: 48 });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ productId: CELLULAR_TDBU, width: 36, height: 48, isValid: true, messages: [] });
    expect(answer.body.data.subtotal).toBeLessThan(answer.body.data.retail);
    expect(Object.keys(answer.body.data.choices)).toEqual(expect.arrayContaining(['color', 'lift', 'tdbu']));
  });

  it('shows a rule message while choices clash, and clears it when they no longer do', async () => {
    const { guest, answer } = await create({ productId: CELLULAR_TDBU, width: 36, height: 48 });
    const guid = answer.body.data.configurationGuid;
    const clash = await guest.request('PUT', `/api/configurations/${guid}`, {
      body: {
        productId: CELLULAR_TDBU,
        width: 36,
        height: 48,
        choices: { lift: `${CELLULAR_TDBU}-lift-motor`, tdbu: `${CELLULAR_TDBU}-tdbu-yes` },
      },
    });
    expect(clash.body.data.isValid).toBe(false);
    expect(clash.body.data.messages).toEqual(['Lift System: Motorized cannot be combined with Top-Down/Bottom-Up: Yes.']);
    const fixed = await guest.request('PUT', `/api/configurations/${guid}`, {
      body: {
        productId: CELLULAR_TDBU,
        width: 36,
        height: 48,
        choices: { lift: `${CELLULAR_TDBU}-lift-cordless`, tdbu: `${CELLULAR_TDBU}-tdbu-yes` },
      },
    });
    expect(fixed.body.data).toMatchObject({ isValid: true, messages: [] });
    expect((await guest.request('GET', `/api/configurations/${guid}`)).body.data.choices.tdbu).toBe(`${CELLULAR_TDBU}-tdbu-yes`);
  });

  it('explains sizes the product cannot be made in, and refuses sizes outside every limit', async () => {
    const narrow = await create({ productId: CELLULAR_TDBU, width: 16, height: 48, choices: { lift: `${CELLULAR_TDBU}-lift-motor` } });
    expect(narrow.answer.body.data.messages).toEqual(['Motorized needs a width of at least 18 inches.']);
    const tooWide = await create({ productId: CELLULAR_TDBU, width: 150, height: 48 });
    expect(tooWide.answer.body.data.messages).toContain('Width must be between 9 and 144 inches for this product.');
    expectErrorEnvelope((await create({ productId: CELLULAR_TDBU, width: 200, height: 48 })).answer, 400, 'VALIDATION_FAILED');
    expectErrorEnvelope((await create({ productId: CELLULAR_TDBU, width: 'wide', height: 48 })).answer, 400, 'VALIDATION_FAILED');
    expectErrorEnvelope((await create({ productId: '999999', width: 40, height: 48 })).answer, 404, 'NOT_FOUND');
  });

  it('has no price above the grid', async () => {
    // The Northlight top-down shade's grid stops one bracket short of its maximum width.
    const { answer } = await create({ productId: '533006', width: 96, height: 48 });
    expect(answer.body.data.messages).toContain('There is no price for this size.');
  });

  it('copies, runs the rules with other choices or sizes, and reprices', async () => {
    const { guest, answer } = await create({ productId: CELLULAR_TDBU, width: 36, height: 48 });
    const guid = answer.body.data.configurationGuid;
    const copy = await guest.request('GET', `/api/design-builder/designs/configurations/${guid}/copy?newWindowName=Bay`);
    expect(copy.status).toBe(200);
    expect(copy.body.data.configurationGuid).not.toBe(guid);
    expect(copy.body.data.choices).toEqual(answer.body.data.choices);

    const rules = await guest.request('POST', `/api/configuratorApi/ExecuteProductRules?guid=${guid}`, { body: { width: 150 } });
    expect(rules.body.data).toMatchObject({ isValid: false, canAddToCart: false });
    const fine = await guest.request('POST', `/api/configuratorApi/ExecuteProductRulesForMandiEstimates?guid=${guid}`, {
      body: { width: 40, height: 50 },
    });
    expect(fine.body.data).toMatchObject({ isValid: true, canAddToCart: true, hasPricing: true });

    const pricing = await guest.request('POST', '/api/configuratorApi/HasProductPricing', {
      body: { SiteId: 3, ProductId: CELLULAR_TDBU, VariantId: 0, ProductLineId: 1, Choices: [] },
    });
    expect(pricing.body.data).toEqual({ hasPricing: true });

    const repriced = await guest.request('POST', '/api/estimates/validateAndRepriceConfigurations', {
      body: { configurationGuids: [guid] },
    });
    expect(repriced.body.data).toHaveLength(1);
    expect(repriced.body.data[0]).toMatchObject({ configurationGuid: guid, isValid: true });
    const listed = await guest.request('GET', `/api/estimates/configurations?guids=${guid},${copy.body.data.configurationGuid}`);
    expect(listed.body.data).toHaveLength(2);
    expectErrorEnvelope(await guest.request('GET', '/api/configurations/not-a-guid'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', `/api/configurations/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
  });
});
