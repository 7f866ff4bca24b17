import { describe, expect, it } from 'vitest';
import {
  ALL_WINDOWS_NEED_A_PRODUCT,
  ARE_YOU_SURE,
  CART_BATCH_DEFAULT,
  CART_BATCH_MIN,
  CART_DELIVERY_TYPE,
  CART_EXPERIENCE_HEADER,
  CART_EXPERIENCE_NAME,
  CART_ITEM_LOCATION,
  CART_ITEM_QUANTITY,
  CART_ITEM_TYPE,
  CARTING_FAILED,
  CHANGE_ORDER_SITE_ID,
  cartPath,
  estimateSummaryBodySchema,
  NO_CART_STRATEGY,
  orderPagePath,
  orderSettlement,
  PAY_FAILED,
  postPaymentRedirect,
  proLandingPath,
  SUMMARY_BANNERS,
  SUMMARY_LABELS,
  SUMMARY_PAGE_COLUMNS,
  TAX_COUNTRY,
  taxRequestSchema,
} from './commerce.ts';
import { SITES, siteText } from './sites.ts';

describe('pages of doc 001 §2 per site', () => {
  it.each([
    [3, 'MI-ABCD-EFGH', '/mandi/order/MI-ABCD-EFGH'],
    [11, 'MI-ABCD-EFGH', '/orderdetail?jobid=MI-ABCD-EFGH'],
  ])('order details on site %s: %s → %s', (siteId, jobUid, path) => {
    expect(orderPagePath(siteId, jobUid)).toBe(path);
  });

  it('an id with characters that mean something in a URL stays one path segment or query value', () => {
    expect(orderPagePath(3, 'a/b?c')).toBe('/mandi/order/a%2Fb%3Fc');
    expect(orderPagePath(11, 'a&b=c')).toBe('/orderdetail?jobid=a%26b%3Dc');
  });

  it.each([
    [3, 'w7k2m9qpzr', '/mandi/order/w7k2m9qpzr'],
    [11, 'w7k2m9qpzr', '/orderdetail?jobid=w7k2m9qpzr'],
  ])('post-payment redirect on site %s: the order page of order %s', (siteId, orderNumber, path) => {
    expect(postPaymentRedirect(siteId, orderNumber)).toBe(path);
  });

  it.each([
    [3, '/Ordering/Cart'],
    [11, '/cart'],
  ])('cart on site %s: %s (internal cart, or the parent retailer’s)', (siteId, path) => {
    expect(cartPath(siteId)).toBe(path);
  });

  it.each([
    [3, '/mandi/bookmeasure?cameFromEstimatePage=true'],
    [11, '/installation/schedule/bookappointment'],
  ])('landing page after professional checkout on site %s: %s', (siteId, path) => {
    expect(proLandingPath(siteId)).toBe(path);
  });
});

describe('texts of doc 001 §2, §5, §8, word for word', () => {
  it('the buying messages', () => {
    expect(ALL_WINDOWS_NEED_A_PRODUCT).toBe('All windows must have an item selected.');
    expect(NO_CART_STRATEGY).toBe('An add to cart strategy was not implemented for this site');
    expect(CARTING_FAILED).toBe('Carting an estimate failed');
    // Two spaces before 'Please', as the spec writes it.
    expect(PAY_FAILED).toBe('We are sorry, but we are unable to complete this action at this time.  Please try again.');
    expect(ARE_YOU_SURE).toBe('Are you sure?');
  });

  it('the summary page banners name the site’s phone', () => {
    const phone = SITES[3].phones.online;
    expect(siteText(SUMMARY_BANNERS.discontinued, SITES[3])).toBe(
      `One or more products in the design below is discontinued. Review now or contact ${phone} for help.`,
    );
    expect(siteText(SUMMARY_BANNERS.edits, SITES[3])).toBe(
      `One or more products in the design below requires edits before purchase. Edit now or contact ${phone} for help.`,
    );
  });

  it('the summary labels and the summary page columns', () => {
    expect(SUMMARY_LABELS).toMatchObject({
      summary: 'Summary',
      shipping: 'Shipping',
      free: 'FREE',
      pretaxTotal: 'Pretax Total',
      youllSave: "You'll Save*",
      estimatedTax: 'Estimated Tax',
      toBeCalculated: 'To Be Calculated',
      subtotal: 'Subtotal',
      total: 'Total',
      selectedItems: 'Selected Items',
      productTotal: 'Product Total',
      addToOrder: 'Add to Order',
      findProInstaller: 'Find a Pro Installer**',
      findProInstallerMobile: 'Find Installer**',
      proNoteDoubleStar: '**Professional installation requires professional measure.',
      proNoteStar: '*Professional installation requires professional measure.',
      orderInstallation: 'Order Installation*',
      orderInstallationMobile: 'Order Install*',
      viewSummary: 'View Summary',
    });
    expect(Object.values(SUMMARY_PAGE_COLUMNS)).toEqual([
      'Design Name',
      'Design Type',
      'Date Created',
      'Quote ID',
      'Qty',
      'Subtotal',
      'Add To Cart',
    ]);
  });
});

describe('constants of doc 001 §7, §9', () => {
  it('the cart GraphQL request', () => {
    expect([CART_EXPERIENCE_HEADER, CART_EXPERIENCE_NAME]).toEqual(['X-Experience-Name', 'custom-measure-and-install']);
    expect([CART_DELIVERY_TYPE, CART_ITEM_LOCATION, CART_ITEM_TYPE, CART_ITEM_QUANTITY]).toEqual(['GCC', 'DirectShip', 'sth', 1]);
    expect([CART_BATCH_MIN, CART_BATCH_DEFAULT]).toEqual([5, 5]);
  });

  it('tax ships to the US only; change orders use site 3', () => {
    expect(TAX_COUNTRY).toBe('us');
    expect(CHANGE_ORDER_SITE_ID).toBe(3);
  });
});

describe('wire schemas', () => {
  const taxRequest = {
    customerEmail: 'shopper@example.com',
    orderNumber: 'w7k2m9qpzr',
    siteId: 3,
    shippingAddress: {
      firstName: 'Sam',
      lastName: 'Shopper',
      address1: '2450 Cumberland Parkway',
      address2: null,
      city: 'Atlanta',
      province: 'GA',
      postalCode: '30339',
      phone: '4045551234',
      country: 'us',
    },
    lineItems: [
      {
        number: 1,
        amount: 240,
        quantity: 2,
        productId: '533002',
        productName: 'Cellular Shade',
        discounted: true,
        taxCode: 'P0000000',
        origin: '30339',
        destination: '30339',
        lineItemGroupGuid: '6f1c1d7e-4a53-4c52-9d1e-0f3c2b1a9e8d',
      },
    ],
  };

  it('the tax request of §3 is accepted as the spec gives it', () => {
    expect(taxRequestSchema.safeParse(taxRequest).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a country other than us', { ...taxRequest, shippingAddress: { ...taxRequest.shippingAddress, country: 'ca' } }],
    ['a negative amount', { ...taxRequest, lineItems: [{ ...taxRequest.lineItems[0], amount: -1 }] }],
    ['a quantity of 0', { ...taxRequest, lineItems: [{ ...taxRequest.lineItems[0], quantity: 0 }] }],
    ['a line item group that is not a guid', { ...taxRequest, lineItems: [{ ...taxRequest.lineItems[0], lineItemGroupGuid: 'x' }] }],
    ['no shipping address', { ...taxRequest, shippingAddress: undefined }],
  ])('the tax request refuses %s', (_case, body) => {
    expect(taxRequestSchema.safeParse(body).success).toBe(false);
  });

  it('the estimate summary body names a design, with an optional ZIP', () => {
    expect(estimateSummaryBodySchema.safeParse({ designId: '6f1c1d7e-4a53-4c52-9d1e-0f3c2b1a9e8d' }).success).toBe(true);
    expect(estimateSummaryBodySchema.safeParse({ designId: '6f1c1d7e-4a53-4c52-9d1e-0f3c2b1a9e8d', zipCode: '30339' }).success).toBe(true);
    expect(estimateSummaryBodySchema.safeParse({ designId: 'not-an-id' }).success).toBe(false);
  });
});

describe("orderSettlement: what an order's payments cover", () => {
  it('splits the total into paid, due on delivery and a balance due', () => {
    // Pay on delivery: authorized, nothing collected yet.
    expect(orderSettlement(25_070, 0, 25_070)).toEqual({ paidCents: 0, dueOnDeliveryCents: 25_070, balanceDueCents: 0 });
    // Captured, then a change order added 80.00.
    expect(orderSettlement(25_070, 17_070, 0)).toEqual({ paidCents: 17_070, dueOnDeliveryCents: 0, balanceDueCents: 8_000 });
    // On delivery, then a change order: the new lines are owed beyond what delivery collects.
    expect(orderSettlement(25_070, 0, 17_070)).toEqual({ paidCents: 0, dueOnDeliveryCents: 17_070, balanceDueCents: 8_000 });
    // Never owed below zero: more paid than the total (a line taken off) reads as paid in full.
    expect(orderSettlement(10_000, 12_000, 0)).toEqual({ paidCents: 10_000, dueOnDeliveryCents: 0, balanceDueCents: 0 });
    expect(orderSettlement(0, 0, 0)).toEqual({ paidCents: 0, dueOnDeliveryCents: 0, balanceDueCents: 0 });
  });
});
