import { randomUUID } from 'node:crypto';
import { SAVED_DESIGN_MAIL_TO_SELF } from '@eb/domain/permissions';
import { getSite } from '@eb/domain/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createDesign, firstWindow, putProduct, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { outboxRows } from './helpers.ts';

let t: TestApp;
let rep: Client;
let shopper: Client;
let designId: string;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('rep@example.com');
  shopper = await t.signIn('shopper@example.com');
  const graph = await createDesign(shopper, { design: { name: 'Den <Shades>' } });
  designId = graph.design.designId;
  // One window with a product at $120.50: the design's Subtotal.
  await putProduct(t, firstWindow(graph).itemId);
});
afterAll(() => t?.close());

const SEND = `${BASE}/estimates/sendSavedDesignEmail`;
const body = (overrides: Record<string, unknown> = {}, parameters: Record<string, unknown> = {}) => ({
  To: 'shopper@example.com',
  DesignId: designId,
  AdditionalParameters: {
    OrderTotal: '$1,234.50',
    Brand: 'Northwind',
    ProductImageUrl: 'https://images.example.com/shade.png',
    ProductName: 'Cellular "Shade" <Pro>',
    ...parameters,
  },
  ...overrides,
});

describe('POST /estimates/sendSavedDesignEmail', () => {
  it("queues a mail to the shopper's own address with the picture, product, the design's own total, brand and the saved-design link", async () => {
    const response = await shopper.request('POST', SEND, { body: body({ To: 'Shopper@Example.com' }) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { queued: true } });
    const [mail] = await outboxRows(t, 'Shopper@Example.com');
    if (!mail) throw new Error('no mail');
    expect(mail).toMatchObject({ kind: 'saved-design', site_id: 3 });
    const link = `http://localhost/estimatebuilder/loadSavedProductDesign/${designId}`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text_body).toContain(link);
    expect(mail.html).toContain('<img src="https://images.example.com/shade.png"');
    expect(mail.html).toContain('Northwind Cellular &quot;Shade&quot; &lt;Pro&gt;');
    expect(mail.html).not.toContain('<Pro>');
    // The total is the design's Subtotal by the one pricing, not the text the caller sent.
    expect(mail.html).toContain('$120.50');
    expect(mail.html).not.toContain('$1,234.50');
    expect(mail.html).toContain('Den &lt;Shades&gt;');
    expect(mail.html).toContain(getSite(3).brand);
    expect(mail.text_body).toContain('Order total: $120.50');
  });

  it('makes a site path picture absolute and leaves out a picture that is not a web link', async () => {
    await shopper.request('POST', SEND, {
      body: body({ To: 'shopper@example.com' }, { ProductImageUrl: '/images/shade.png', ProductName: 'Relative' }),
    });
    await shopper.request('POST', SEND, {
      body: body({ To: 'shopper@example.com' }, { ProductImageUrl: 'javascript:alert(1)', ProductName: 'Scripted' }),
    });
    const mails = await outboxRows(t, 'shopper@example.com');
    const relative = mails.find((mail) => mail.html.includes('Relative'));
    const scripted = mails.find((mail) => mail.html.includes('Scripted'));
    expect(relative?.html).toContain('<img src="http://localhost/images/shade.png"');
    expect(scripted?.html).not.toContain('<img');
    expect(scripted?.html).not.toContain('javascript:');
  });

  it("lets a rep mail a customer's address", async () => {
    expect((await rep.request('POST', SEND, { body: body({ To: 'customer-of-rep@example.com' }), headers: repHeaders })).status).toBe(200);
    expect(await outboxRows(t, 'customer-of-rep@example.com')).toHaveLength(1);
  });

  it('refuses guests (401), a shopper mailing another address (403), an unknown design (404), a forged x-repid (403)', async () => {
    expectErrorEnvelope(await (await t.guest()).request('POST', SEND, { body: body({ To: 'someone@example.com' }) }), 401, 'NOT_SIGNED_IN');
    const toSomeoneElse = await shopper.request('POST', SEND, { body: body({ To: 'someone@example.com' }) });
    expectErrorEnvelope(toSomeoneElse, 403, 'FORBIDDEN');
    expect(toSomeoneElse.body.message).toBe(SAVED_DESIGN_MAIL_TO_SELF);
    expectErrorEnvelope(await shopper.request('POST', SEND, { body: body({ DesignId: randomUUID() }) }), 404, 'NOT_FOUND');
    expectErrorEnvelope(
      await shopper.request('POST', SEND, { body: body({ To: 'someone@example.com' }), headers: repHeaders }),
      403,
      'REP_ID_MISMATCH',
    );
    expect(await outboxRows(t, 'someone@example.com')).toHaveLength(0);
  });

  const bad: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['To missing', { To: undefined }, {}],
    ['To not an email', { To: 'shopper' }, {}],
    ['DesignId missing', { DesignId: undefined }, {}],
    ['DesignId not an id', { DesignId: 'x' }, {}],
    ['OrderTotal too long', {}, { OrderTotal: '9'.repeat(41) }],
    ['Brand too long', {}, { Brand: 'x'.repeat(101) }],
    ['ProductImageUrl too long', {}, { ProductImageUrl: `https://example.com/${'x'.repeat(490)}` }],
    ['ProductName too long', {}, { ProductName: 'x'.repeat(201) }],
    ['OrderTotal a number', {}, { OrderTotal: 12 }],
  ];
  it.each(bad)('refuses bad input: %s (400)', async (_name, overrides, parameters) => {
    expectErrorEnvelope(await shopper.request('POST', SEND, { body: body(overrides, parameters) }), 400, 'VALIDATION_FAILED');
  });
});
