import type { Verification } from '@eb/domain/address';
import type { Cart, CartLine } from '@eb/domain/commerce';
import { describe, expect, it } from 'vitest';
import {
  addressChoice,
  attemptSignature,
  checkedAddress,
  checkShipping,
  EMPTY_SHIPPING,
  firstErrorField,
  orderAttempt,
  phoneDigits,
  placeOrderBody,
  redirectTarget,
  reviewFigures,
  type ShippingDraft,
} from './checkout-rules.ts';

const filled: ShippingDraft = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '4045550123',
  line1: '2455 Paces Ferry Rd SE',
  line2: '',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30339',
};

const DESIGN_A = '00000000-0000-4000-8000-00000000000a';
let next = 0;
const guid = () => `00000000-0000-4000-9000-${String(++next).padStart(12, '0')}`;

function line(overrides: Partial<CartLine>): CartLine {
  return {
    lineId: guid(),
    kind: 'product',
    configurationGuid: guid(),
    designId: DESIGN_A,
    designName: 'Kitchen',
    itemId: guid(),
    roomName: 'Room 1',
    windowName: 'Window 1',
    productName: 'Larkspur Single Cell Light Filtering Shade',
    options: [],
    width: 40,
    height: 60,
    unitPrice: 100,
    unitRetail: 125,
    quantity: 2,
    lineTotal: 200,
    jobUid: null,
    installationBooked: false,
    ...overrides,
  };
}

function cart(lines: CartLine[]): Cart {
  return {
    cartId: guid(),
    siteId: 3,
    itemCount: lines.length,
    lines,
    totals: { productTotal: 300, installationTotal: 69, retail: 375, savings: 75, shipping: 0, subtotal: 369 },
  };
}

describe('the contact and shipping form', () => {
  it('accepts a complete form and answers the address as the server will read it', () => {
    const check = checkShipping(3, { ...filled, state: 'ga', zipCode: ' 30339-1234 ' });
    expect(check).toEqual({
      ok: true,
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' },
      address: { line1: '2455 Paces Ferry Rd SE', line2: '', city: 'Atlanta', state: 'GA', zipCode: '30339-1234' },
    });
  });

  it("says 'Phone number must be ten digits' for anything but ten digits (doc 001 §5)", () => {
    for (const phone of ['', '404555', '40455501234']) {
      const check = checkShipping(3, { ...filled, phone });
      expect(check.ok ? null : check.errors.phone).toBe('Phone number must be ten digits');
    }
  });

  it('types digits only into the phone field, at most ten', () => {
    expect(phoneDigits('(404) 555-0123')).toBe('4045550123');
    expect(phoneDigits('404-555-0123 ext 9')).toBe('4045550123');
  });

  it('names each missing or wrong field, in the words of the professional address', () => {
    const check = checkShipping(3, { ...EMPTY_SHIPPING, email: 'ada@', zipCode: '3033' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'not a valid email address',
      phone: 'Phone number must be ten digits',
      line1: 'Address is required.',
      city: 'City is required.',
      state: 'State is required.',
      zipCode: 'Zip Code must be 5 digits, or ZIP+4.',
    });
    expect(firstErrorField(check.errors)).toBe('firstName');
    const empty = checkShipping(3, { ...filled, email: '  ' });
    expect(empty.ok ? null : empty.errors.email).toBe('Email is required.');
  });

  it("uses the site's address labels (site 11: 'Install Address')", () => {
    const check = checkShipping(11, { ...filled, line1: '' });
    expect(check.ok ? null : check.errors.line1).toBe('Install Address is required.');
  });
});

describe('the address check', () => {
  const entered = { line1: '2455 Paces Ferry Rd SE', line2: '', city: 'Atlanta', state: 'GA' as const, zipCode: '30339' };
  const verification = (wasFound: boolean, requiresConfirmation: boolean, existingAddress = false): Verification => ({
    wasFound,
    requiresConfirmation,
    existingAddress,
    validatedAddress: { line1: '2455 PACES FERRY RD SE', line2: '', city: 'SMYRNA', state: 'GA', zipCode: '30339', uuid: null },
  });

  it('goes on with a found address or one on file, spelled as checked', () => {
    expect(addressChoice(verification(true, false))).toBe('continue');
    expect(addressChoice(verification(true, false, true))).toBe('continue');
    expect(checkedAddress(verification(true, false), entered).line1).toBe('2455 PACES FERRY RD SE');
  });

  it("asks about a similar address, and offers 'Use Anyway' for one not found or a failed check", () => {
    expect(addressChoice(verification(true, true))).toBe('similar');
    expect(addressChoice(verification(false, true))).toBe('notFound');
    expect(addressChoice(null)).toBe('notFound');
    expect(checkedAddress(verification(false, true), entered)).toEqual(entered);
    expect(checkedAddress(null, entered)).toEqual(entered);
  });
});

describe('the review figures (doc 001 §3, §4)', () => {
  it("shows the cart's figures with the tax to be calculated until the address is known", () => {
    expect(reviewFigures(cart([line({})]), null)).toEqual({ subtotal: 369, savings: 75, tax: null, total: 369 });
  });

  it("shows the server's quote on review: the tax and total Place order will charge", () => {
    const quote = {
      lines: [],
      productTotal: 369,
      installationTotal: 0,
      retail: 444,
      savings: 75,
      shipping: 0,
      subtotal: 369,
      tax: 26.01,
      total: 395.01,
    };
    expect(reviewFigures(cart([line({})]), quote)).toEqual({ subtotal: 369, savings: 75, tax: 26.01, total: 395.01 });
  });
});

describe('placing once', () => {
  const shipping = {
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' },
    address: { line1: '1 Main St', line2: '', city: 'Atlanta', state: 'GA' as const, zipCode: '30339' },
  };

  it('keeps its keys while the order asked for is the same, and starts again when it changes', () => {
    let count = 0;
    const key = () => `key-${++count}`;
    const basket = cart([line({})]);
    const first = orderAttempt(null, attemptSignature(basket, shipping), key);
    expect(first).toMatchObject({ placeKey: 'key-1', payKey: 'key-2' });
    expect(orderAttempt(first, attemptSignature(basket, shipping), key)).toBe(first);
    const moved = { ...shipping, address: { ...shipping.address, line1: '2 Main St' } };
    expect(orderAttempt(first, attemptSignature(basket, moved), key)).toMatchObject({ placeKey: 'key-3', payKey: 'key-4' });
  });

  it('sends an empty second address line as null', () => {
    expect(placeOrderBody(shipping).address.line2).toBeNull();
  });

  it('goes to the answered order page when it is on this site, else to the one built from site and number', () => {
    const origin = 'http://localhost:3000';
    expect(redirectTarget('/mandi/order/BO-1001', '/x', origin)).toBe('/mandi/order/BO-1001');
    expect(redirectTarget('http://localhost:3000/orderdetail?jobid=BO-1', '/x', origin)).toBe('/orderdetail?jobid=BO-1');
    expect(redirectTarget('https://elsewhere.example/phish', '/mandi/order/BO-1001', origin)).toBe('/mandi/order/BO-1001');
    expect(redirectTarget('', '/mandi/order/BO-1001', origin)).toBe('/mandi/order/BO-1001');
  });
});
