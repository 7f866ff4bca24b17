import { ADDRESS_MESSAGES, type Address, addressMessage, addressSchema, type Verification } from '@eb/domain/address';
import { type Cart, type OrderQuote, type PlaceOrderBody, type ShippingContact, shippingContactSchema } from '@eb/domain/commerce';
import { PHONE_MESSAGE } from '@eb/domain/job-options';
import type { SiteId } from '@eb/domain/sites';

/**
 * The checkout's rules (issue 12, doc 001 §3, §5): the contact and shipping form, what the address
 * check offers, the review's figures, and the keys that make Place order and the
 * payment happen once however often they are clicked or retried.
 */

export interface ShippingDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}
export type ShippingField = keyof ShippingDraft;
export const SHIPPING_FIELDS: readonly ShippingField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'zipCode',
];
export const EMPTY_SHIPPING: ShippingDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zipCode: '',
};

export const EMAIL_REQUIRED = 'Email is required.';

/** What is typed into the phone field: digits only, at most ten (doc 001 §5, §9). */
export const phoneDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 10);

export type ShippingErrors = Partial<Record<ShippingField, string>>;
export type ShippingCheck = { ok: true; contact: ShippingContact; address: Address } | { ok: false; errors: ShippingErrors };

/** The form's rules: the contact schema the server checks, and the professional address's schema in the site's words. */
export function checkShipping(siteId: SiteId, draft: ShippingDraft): ShippingCheck {
  const errors: ShippingErrors = {};
  const contact = shippingContactSchema.safeParse({
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email.trim(),
    phone: draft.phone,
  });
  if (!contact.success) {
    for (const issue of contact.error.issues) errors[issue.path[0] as ShippingField] ??= issue.message;
    if (errors.email && draft.email.trim() === '') errors.email = EMAIL_REQUIRED;
    if (errors.phone) errors.phone = PHONE_MESSAGE;
  }
  const address = addressSchema(siteId).safeParse({
    line1: draft.line1,
    line2: draft.line2,
    city: draft.city,
    state: draft.state,
    zipCode: draft.zipCode,
  });
  if (!address.success) for (const issue of address.error.issues) errors[issue.path[0] as ShippingField] ??= issue.message;
  if (!contact.success || !address.success) return { ok: false, errors };
  return { ok: true, contact: contact.data, address: address.data };
}

/** The first field with an error, in the form's order (focus goes there). */
export const firstErrorField = (errors: ShippingErrors) => SHIPPING_FIELDS.find((field) => errors[field]) ?? null;

// ——— The address check (the professional address's messages, doc 001 §8) ———

export type AddressChoice = 'continue' | 'similar' | 'notFound';

/**
 * What the address check leads to: a found address (or one on file) goes straight on with the
 * checked spelling; a similar one asks which to use; one not found asks 'Use Anyway'. A failed
 * check counts as not found, with the address as entered (doc 001 §4).
 */
export function addressChoice(verification: Verification | null): AddressChoice {
  if (!verification) return 'notFound';
  const message = addressMessage(verification);
  if (message === ADDRESS_MESSAGES.notFound) return 'notFound';
  if (message === ADDRESS_MESSAGES.similar) return 'similar';
  return 'continue';
}

/** The address the check suggests: its own spelling when found or similar, the entered one otherwise. */
export function checkedAddress(verification: Verification | null, entered: Address): Address {
  if (!verification || (!verification.wasFound && !verification.existingAddress)) return entered;
  const { line1, line2, city, state, zipCode } = verification.validatedAddress;
  return { line1, line2, city, state, zipCode } as Address;
}

// ——— The review's figures (doc 001 §3, §4) ———

export interface Shipping {
  contact: ShippingContact;
  address: Address;
}

/** What the summary beside the steps shows: the cart's figures, then the quote's once the address is known. */
export interface ReviewFigures {
  subtotal: number;
  savings: number;
  /** Null: 'To Be Calculated' (no address yet). */
  tax: number | null;
  total: number;
}

/**
 * Before the address, the cart's own figures with the tax to be calculated; on review, the server's
 * quote, worked out as Place order works out the order, so what is reviewed is what is charged.
 */
export function reviewFigures(cart: Cart, quote: OrderQuote | null): ReviewFigures {
  if (quote) return { subtotal: quote.subtotal, savings: quote.savings, tax: quote.tax, total: quote.total };
  return { subtotal: cart.totals.subtotal, savings: cart.totals.savings, tax: null, total: cart.totals.subtotal };
}

// ——— Once only ———

/** The body of the quote and of Place order (with the total reviewed, which the order must come to). */
export const placeOrderBody = (shipping: Shipping, expectedTotal?: number): PlaceOrderBody => ({
  contact: shipping.contact,
  address: { ...shipping.address, line2: shipping.address.line2 || null },
  ...(expectedTotal === undefined ? {} : { expectedTotal }),
});

/**
 * One attempt to place and pay: its keys stay while the order asked for stays the same, so a double
 * click or a retry places one order and pays it once; a changed cart or address is a new attempt.
 */
export interface OrderAttempt {
  signature: string;
  placeKey: string;
  payKey: string;
}

export function orderAttempt(previous: OrderAttempt | null, signature: string, newKey: () => string = () => crypto.randomUUID()) {
  if (previous && previous.signature === signature) return previous;
  return { signature, placeKey: newKey(), payKey: newKey() };
}

/** What one attempt orders: the cart's lines and quantities, and the shipping. */
export const attemptSignature = (cart: Cart, shipping: Shipping, expectedTotal?: number) =>
  JSON.stringify([cart.cartId, cart.lines.map((line) => [line.lineId, line.quantity]), placeOrderBody(shipping, expectedTotal)]);

/**
 * Where the browser goes after paying: the answered redirect when it is a page of this site, else the
 * order page built from the site and order number (doc 001 §2).
 */
export function redirectTarget(redirectUrl: string | null | undefined, fallback: string, origin: string): string {
  if (!redirectUrl) return fallback;
  try {
    const url = new URL(redirectUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
