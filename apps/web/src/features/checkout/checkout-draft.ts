import { addressSchema } from '@eb/domain/address';
import { shippingContactSchema } from '@eb/domain/commerce';
import type { SiteId } from '@eb/domain/sites';
import { EMPTY_SHIPPING, type Shipping, type ShippingDraft } from './checkout-rules.ts';

/**
 * What the shopper entered at checkout, kept for the tab (session storage) so a reload on any step
 * keeps it: the fields as typed and, once the address was checked, the shipping under review. Cleared
 * once the order is placed. A stored value that no longer fits is ignored.
 */
const KEY = 'eb.checkout.v1';
const FIELD_MAX = 300;

export interface CheckoutDraft {
  draft: ShippingDraft;
  review: Shipping | null;
}

function readDraft(value: unknown): ShippingDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const draft = { ...EMPTY_SHIPPING };
  for (const key of Object.keys(EMPTY_SHIPPING) as (keyof ShippingDraft)[]) {
    const field = fields[key];
    if (typeof field !== 'string' || field.length > FIELD_MAX) return null;
    draft[key] = field;
  }
  return draft;
}

function readReview(value: unknown, siteId: SiteId): Shipping | null {
  if (typeof value !== 'object' || value === null) return null;
  const { contact, address } = value as Record<string, unknown>;
  const parsedContact = shippingContactSchema.safeParse(contact);
  const parsedAddress = addressSchema(siteId).safeParse(address);
  return parsedContact.success && parsedAddress.success ? { contact: parsedContact.data, address: parsedAddress.data } : null;
}

export function readCheckoutDraft(siteId: SiteId, storage: Storage | undefined = globalThis.sessionStorage): CheckoutDraft | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { draft?: unknown; review?: unknown };
    const draft = readDraft(saved.draft);
    return draft ? { draft, review: readReview(saved.review, siteId) } : null;
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(saved: CheckoutDraft, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(saved));
  } catch (error) {
    console.warn('What was entered at checkout could not be kept for a reload.', error);
  }
}

export function clearCheckoutDraft(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
