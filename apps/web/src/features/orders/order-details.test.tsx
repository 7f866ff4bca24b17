import type { Order, OrderLine } from '@eb/domain/commerce';
import type { Me } from '@eb/domain/identity';
import { getSite } from '@eb/domain/sites';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionSlice } from '../../lib/session-slice.ts';
import { SiteContext } from '../../lib/site-context.ts';
import { graph } from '../../testing/graph-fixture.ts';
import { AddToOrder } from './add-to-order.tsx';
import { OrderDetails } from './order-details.tsx';
import { orderRefOf } from './order-rules.ts';

const DESIGN = '00000000-0000-4000-8000-0000000000d1';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function line(overrides: Partial<OrderLine>): OrderLine {
  return {
    lineId: '00000000-0000-4000-8000-000000000101',
    lineItemGroupGuid: '00000000-0000-4000-8000-000000000201',
    kind: 'product',
    configurationGuid: '00000000-0000-4000-8000-000000000201',
    designId: DESIGN,
    designName: 'Kitchen',
    itemId: '00000000-0000-4000-8000-000000000301',
    roomName: 'Room 1',
    windowName: 'Window 1',
    productName: 'Larkspur Single Cell Light Filtering Shade',
    options: [],
    width: 40,
    height: 60.375,
    unitPrice: 150,
    unitRetail: 200,
    quantity: 1,
    lineTotal: 150,
    jobUid: null,
    tax: 13.5,
    changeOrderId: null,
    ...overrides,
  };
}

function order(overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: 'bo-1001',
    siteId: 3,
    status: 'paid',
    placedAt: '2026-03-05T15:00:00.000Z',
    paidAt: '2026-03-05T15:00:01.000Z',
    paymentMethod: 'pay-on-delivery',
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' },
    address: { line1: '2455 PACES FERRY RD SE', line2: '', city: 'ATLANTA', state: 'GA', zipCode: '30339' },
    lines: [
      line({}),
      line({
        lineId: '00000000-0000-4000-8000-000000000102',
        windowName: 'Window 2',
        changeOrderId: '00000000-0000-4000-8000-000000000401',
        lineTotal: 80,
      }),
    ],
    taxes: [{ designId: DESIGN, designName: 'Kitchen', tax: 20.7, wasTaxSuccessful: true }],
    productTotal: 230,
    installationTotal: 0,
    shipping: 0,
    subtotal: 230,
    tax: 20.7,
    total: 250.7,
    jobUids: ['MI-7KQ4-M2XP'],
    orderUrl: '/mandi/order/bo-1001',
    designs: [],
    settlement: { paid: 0, dueOnDelivery: 250.7, balanceDue: 0 },
    ...overrides,
  };
}

/** The page on site 3, as the app renders it. */
const onSite = (page: ReactNode) => renderToStaticMarkup(<SiteContext.Provider value={getSite(3)}>{page}</SiteContext.Provider>);

describe('the order page', () => {
  it('shows the order number upper case, Confirmed and Pay on delivery, and what is due on delivery', () => {
    const html = text(onSite(<OrderDetails order={order()} />));
    expect(html).toContain('Order Number: BO-1001');
    expect(html).toContain('Status Confirmed');
    expect(html).not.toContain('Status Paid');
    expect(html).toContain('Payment Pay on delivery');
    expect(html).toContain('Placed 3/05/2026');
    expect(html).toContain('Confirmed 3/05/2026');
    expect(html).toContain('Total $250.70 Due on delivery $250.70');
  });

  it("keeps a line's size on one line: it never wraps in the middle of a fraction", () => {
    const markup = onSite(<OrderDetails order={order()} />);
    expect(markup).toContain('<span class="eb-size">40&quot; W × 60 3/8&quot; H</span>');
  });

  it("reads 'Paid' only when the payments cover the total, and names a balance a change order added", () => {
    const settled = text(onSite(<OrderDetails order={order({ settlement: { paid: 250.7, dueOnDelivery: 0, balanceDue: 0 } })} />));
    expect(settled).toContain('Status Paid');
    expect(settled).toContain('Total $250.70 Paid $250.70');
    expect(settled).not.toContain('Balance due');
    const owing = text(onSite(<OrderDetails order={order({ settlement: { paid: 170.7, dueOnDelivery: 0, balanceDue: 80 } })} />));
    expect(owing).toContain('Status Confirmed');
    expect(owing).toContain('Total $250.70 Paid $170.70 Balance due $80.00');
    // What the amounts owed stand for is said under them.
    expect(owing).toContain('Balance due: windows added to this order after it was placed (marked ‘Added later’).');
    expect(settled).not.toContain('Balance due:');
    const onDelivery = text(onSite(<OrderDetails order={order()} />));
    expect(onDelivery).toContain('Due on delivery: paid when your order is delivered, as you chose at checkout.');
  });

  it('lists lines by design and window, marks change-order lines as added later, with the size', () => {
    const html = text(onSite(<OrderDetails order={order()} />));
    expect(html).toContain('Kitchen');
    expect(html).toContain('Room 1 · Window 1 $150.00 Larkspur Single Cell Light Filtering Shade 40" W × 60 3/8" H · Qty 1');
    expect(html).toContain('Room 1 · Window 2 Added later $80.00');
    expect(html.match(/Added later/g)).toHaveLength(1);
  });

  it("shows each design's tax and the totals: 'Tax' once paid, 'Estimated Tax' before", () => {
    const paid = text(onSite(<OrderDetails order={order()} />));
    expect(paid).toContain('Subtotal $230.00 Shipping FREE Tax $20.70 Total $250.70');
    const placed = text(onSite(<OrderDetails order={order({ status: 'placed', paidAt: null, paymentMethod: null })} />));
    expect(placed).toContain('Estimated Tax $20.70');
    expect(placed).toContain('Status Placed');
    expect(placed).toContain('Payment Not chosen yet');
  });

  it("says 'To Be Calculated' when a design's tax failed", () => {
    const failed = order({ tax: 0, total: 230, taxes: [{ designId: DESIGN, designName: 'Kitchen', tax: 0, wasTaxSuccessful: false }] });
    const html = text(onSite(<OrderDetails order={failed} />));
    expect(html).toContain('Tax To Be Calculated Total $230.00');
  });

  it('shows the contact, the shipping address and the jobs', () => {
    const html = text(onSite(<OrderDetails order={order()} />));
    expect(html).toContain('Ada Lovelace ada@example.com (404) 555-0123');
    expect(html).toContain('Ship to 2455 PACES FERRY RD SE ATLANTA, GA 30339');
    expect(html).toContain('Measure & Install Jobs MI-7KQ4-M2XP');
  });

  it('reads the order from /mandi/order/{ref} or /orderdetail?jobid={ref}', () => {
    expect(orderRefOf('BO-1001', null)).toBe('BO-1001');
    expect(orderRefOf(undefined, 'MI-7KQ4-M2XP')).toBe('MI-7KQ4-M2XP');
    expect(orderRefOf(undefined, null)).toBe('');
  });
});

describe('Add to Order in the summary panel', () => {
  const me = (role: Me['role']): Me => ({
    role,
    userId: 'u-1',
    email: `${role}@example.com`,
    name: null,
    repId: role === 'rep' ? '1001' : null,
    identityId: null,
    siteId: 3,
  });

  function render(role: Me['role'], attributes: Record<string, string>): string {
    const built = graph('Added windows', [['Window 1']]);
    const store = configureStore({
      reducer: { session: sessionSlice.reducer },
      preloadedState: { session: { me: me(role), status: 'ready' as const, internalUser: null } },
    });
    const wrap = (node: ReactNode) => (
      <Provider store={store}>
        <SiteContext.Provider value={getSite(3)}>
          <MemoryRouter>{node}</MemoryRouter>
        </SiteContext.Provider>
      </Provider>
    );
    const view = { design: { ...built.design, attributes: { ...built.design.attributes, ...attributes } }, rooms: [], items: built.items };
    return renderToStaticMarkup(wrap(<AddToOrder view={view} locked={false} />));
  }

  it('shows nothing to shoppers, nor on designs that are not auto-release', () => {
    expect(render('consumer', { isAutoReleaseDesign: 'true', orderNumber: 'bo-1001' })).toBe('');
    expect(render('guest', { isAutoReleaseDesign: 'true', orderNumber: 'bo-1001' })).toBe('');
    expect(render('rep', { isAutoReleaseDesign: 'false', orderNumber: 'bo-1001' })).toBe('');
  });

  it('shows reps Add to Order, disabled with its reason while no window has a product', () => {
    const html = render('rep', { isAutoReleaseDesign: 'true', orderNumber: 'bo-1001' });
    expect(text(html)).toContain('Add to Order');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="[^"]+"/);
    expect(text(html)).toContain('Choose a product for a window to add it to the order.');
  });
});
