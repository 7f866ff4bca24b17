import { PAY_FAILED, type RepriceEntry } from '@eb/domain/commerce';
import type { DesignGraph, Item, ItemProduct } from '@eb/domain/design';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../testing/graph-fixture.ts';
import { ADD_TO_ORDER_REASONS, type AutoReleaseApi, addToOrder, addToOrderReason, orderWindows, windowsToCheck } from './auto-release.ts';
import { autoReleaseApi } from './auto-release-api.ts';

const product = (guid: string, overrides: Partial<ItemProduct> = {}) =>
  ({
    configurationGuid: guid,
    skuNumber: '533002',
    productName: 'Larkspur Single Cell Light Filtering Shade',
    productStatus: 'Active',
    productType: 'Standard',
    isValid: true,
    isStockProduct: false,
    choices: [],
    ...overrides,
  }) as ItemProduct;

const attr = (name: string, value: string) => ({
  attributeId: `${name}-1`,
  name,
  value,
  normalizedValue: value,
  displayName: null,
  sortIndex: 0,
  displayPriority: 0,
});

/** An auto-release design tied to order bo-1001: Window 1 and 2 with products (install unless said), Window 3 empty. */
function design(options: { purchase?: [string, string]; invalid?: boolean; attributes?: Record<string, string> } = {}) {
  const built: DesignGraph = graph('Added windows', [['Window 1', 'Window 2', 'Window 3']]);
  const items: Item[] = built.items.map((item, index) => {
    if (index === 2) return item;
    const guid = `00000000-0000-4000-a000-00000000000${index + 1}`;
    const purchase = options.purchase && item.label === options.purchase[0] ? [attr('purchaseOption', options.purchase[1])] : [];
    return {
      ...item,
      itemProduct: product(guid, { isValid: !(options.invalid && index === 1) }),
      attributes: [...item.attributes, ...purchase],
    };
  });
  const attributes = { isAutoReleaseDesign: 'true', orderNumber: 'bo-1001', ...options.attributes };
  return { design: { ...built.design, attributes }, items };
}

describe('Add to Order, enabled (doc 001 §5)', () => {
  it('is enabled with a selected product-and-install window on a design tied to an order', () => {
    const { design: d, items } = design();
    expect(addToOrderReason(d, items, false)).toBeNull();
  });

  it('is disabled, with its reason, when locked or ordered, with invalid items, or without install windows', () => {
    const base = design();
    expect(addToOrderReason(base.design, base.items, true)).toBe('locked');
    const invalid = design({ invalid: true });
    expect(addToOrderReason(invalid.design, invalid.items, false)).toBe('invalid');
    const productOnly = design({ purchase: ['Window 1', 'product-only'] });
    const allProductOnly = {
      ...productOnly,
      items: productOnly.items.map((item) =>
        item.label === 'Window 2' ? { ...item, attributes: [...item.attributes, attr('purchaseOption', 'product-only')] } : item,
      ),
    };
    expect(addToOrderReason(allProductOnly.design, allProductOnly.items, false)).toBe('no-install');
    const empty = graph('Empty', [['Window 1']]);
    expect(addToOrderReason({ attributes: { isAutoReleaseDesign: 'true', orderNumber: 'bo-1' } }, empty.items, false)).toBe('none');
    expect(ADD_TO_ORDER_REASONS['no-install']).toMatch(/Product & Installation/);
  });

  it('is disabled once the windows were added, and on a design tied to no order', () => {
    const done = design({ attributes: { isAutoReleaseCompleted: 'true' } });
    expect(addToOrderReason(done.design, done.items, false)).toBe('completed');
    const loose = design({ attributes: { orderNumber: '' } });
    expect(addToOrderReason(loose.design, loose.items, false)).toBe('no-order');
  });

  it("sends the selected windows' configurations, not those saved for later", () => {
    const { items } = design({ purchase: ['Window 2', 'do-not-include'] });
    expect(orderWindows(items)).toEqual([
      { itemId: items[0]?.itemId, label: 'Window 1', configurationGuid: '00000000-0000-4000-a000-000000000001' },
    ]);
  });
});

const W1 = { label: 'Window 1', configurationGuid: '00000000-0000-4000-a000-000000000001' };
const W2 = { label: 'Window 2', configurationGuid: '00000000-0000-4000-a000-000000000002' };
const answer = (codes: number[]): RepriceEntry[] =>
  [W1, W2].map((window, index) => ({ ConfigurationGuid: window.configurationGuid, ResponseCode: codes[index] ?? 200 }));

function fakeApi(reprice: RepriceEntry[], failAt?: keyof AutoReleaseApi) {
  const calls: string[] = [];
  const step =
    (name: keyof AutoReleaseApi) =>
    async (...args: unknown[]) => {
      calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
      if (failAt === name) throw new Error('The server answered 500.');
      return name === 'validateAndReprice' ? reprice : {};
    };
  const api: AutoReleaseApi = {
    validateAndReprice: step('validateAndReprice') as AutoReleaseApi['validateAndReprice'],
    startChangeOrder: step('startChangeOrder'),
    addLineItems: step('addLineItems'),
    completeChangeOrder: step('completeChangeOrder'),
    markCompleted: step('markCompleted'),
  };
  return { api, calls };
}

describe('the pay flow (doc 001 §4)', () => {
  const input = { designId: 'd-1', orderNumber: 'bo-1001', siteId: 3, windows: [W1, W2] };

  it('checks, starts, adds the line items, completes, marks the design, then goes to the order page', async () => {
    const { api, calls } = fakeApi(answer([200, 200]));
    await expect(addToOrder(api, input)).resolves.toEqual({ kind: 'added', redirect: '/mandi/order/bo-1001' });
    expect(calls).toEqual([
      `validateAndReprice(${JSON.stringify([W1.configurationGuid, W2.configurationGuid])})`,
      'startChangeOrder("bo-1001")',
      `addLineItems("bo-1001", ${JSON.stringify([W1.configurationGuid, W2.configurationGuid])})`,
      'completeChangeOrder("bo-1001")',
      'markCompleted("d-1")',
    ]);
  });

  it("goes to site 11's order page there", async () => {
    const { api } = fakeApi(answer([200, 200]));
    await expect(addToOrder(api, { ...input, siteId: 11 })).resolves.toEqual({ kind: 'added', redirect: '/orderdetail?jobid=bo-1001' });
  });

  it('stops at the windows to check when any answer is not 200, before any change order', async () => {
    for (const codes of [
      [200, 422],
      [409, 200],
      [404, 422],
    ]) {
      const { api, calls } = fakeApi(answer(codes));
      const outcome = await addToOrder(api, input);
      expect(outcome.kind).toBe('check-windows');
      expect(calls).toHaveLength(1);
    }
    expect(windowsToCheck([W1, W2], answer([200, 422])).map((window) => window.label)).toEqual(['Window 2']);
    expect(windowsToCheck([W1, W2], answer([409, 404])).map((window) => window.label)).toEqual(['Window 1', 'Window 2']);
    // A guid the answer leaves out is not known to be fine.
    expect(windowsToCheck([W1, W2], answer([200]).slice(0, 1)).map((window) => window.label)).toEqual(['Window 2']);
  });

  it('rejects at the first failed step and goes no further', async () => {
    const { api, calls } = fakeApi(answer([200, 200]), 'addLineItems');
    await expect(addToOrder(api, input)).rejects.toThrow();
    expect(calls.map((call) => call.split('(')[0])).toEqual(['validateAndReprice', 'startChangeOrder', 'addLineItems']);
    expect(PAY_FAILED).toBe('We are sorry, but we are unable to complete this action at this time.  Please try again.');
  });
});

describe('the calls (doc 001 §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** What the server answers each call (each answer follows its endpoint's contract). */
  const changeOrder = {
    changeOrderId: '00000000-0000-4000-a000-000000000101',
    orderNumber: 'bo-1001',
    status: 'started',
    lineItemGroupGuids: [],
  };
  const order = {
    orderNumber: 'bo-1001',
    siteId: 3,
    status: 'placed',
    placedAt: '2026-03-05T15:00:00.000Z',
    paidAt: null,
    paymentMethod: null,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' },
    address: { line1: '2455 PACES FERRY RD SE', line2: '', city: 'ATLANTA', state: 'GA', zipCode: '30339' },
    lines: [],
    taxes: [],
    productTotal: 0,
    installationTotal: 0,
    shipping: 0,
    subtotal: 0,
    tax: 0,
    total: 0,
    settlement: { paid: 0, dueOnDelivery: 0, balanceDue: 0 },
    jobUids: [],
    orderUrl: '/mandi/order/bo-1001',
    designs: [],
  };
  const answerOf = (url: string): unknown => {
    if (url.startsWith('/api/ordering/completechangeorder')) return { ...changeOrder, status: 'completed', order };
    if (url.startsWith('/api/ordering/')) return changeOrder;
    return graph('Added windows', [['Window 1']]);
  };

  it('PUTs the change orders with site id 3 and the order number, the line items as a list of guids', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify({ data: answerOf(url) }), { status: 200 });
    });
    await autoReleaseApi.startChangeOrder('BO-1001');
    await autoReleaseApi.addLineItems('BO-1001', [W1.configurationGuid]);
    await autoReleaseApi.completeChangeOrder('BO-1001');
    await autoReleaseApi.markCompleted('d-1');
    expect(seen).toEqual([
      { url: '/api/ordering/startchangeorder?siteId=3&orderNumber=BO-1001', method: 'PUT', body: null },
      { url: '/api/ordering/addlineitems?siteId=3&orderNumber=BO-1001', method: 'PUT', body: [W1.configurationGuid] },
      { url: '/api/ordering/completechangeorder?siteId=3&orderNumber=BO-1001', method: 'PUT', body: null },
      { url: '/api/design-builder/designs/d-1/set-attribute', method: 'POST', body: { name: 'isAutoReleaseCompleted', value: 'true' } },
    ]);
  });
});
