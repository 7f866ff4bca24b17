import { CONTACT_INFORMATION_STORAGE_KEY, PROPERTY_ADDRESS_STORAGE_KEY } from '@eb/domain/address';
import { draftFromStorage } from '../../lib/stored-address.ts';
import { EMPTY_SHIPPING, phoneDigits, type ShippingDraft } from './checkout-rules.ts';

const record = (raw: string | null): Record<string, unknown> | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const text = (from: Record<string, unknown> | null, name: string) =>
  typeof from?.[name] === 'string' ? (from[name] as string).trim() : '';

/**
 * Step 1's fields filled from what the installation flow kept in the browser (doc 001 §3): the
 * address of MI_PropertyAddress and the name, email and first phone of MI_ContactInformation. What
 * is missing or unreadable stays empty; the shopper checks it all before going on.
 */
export function shippingFromStorage(addressJson: string | null, contactJson: string | null): ShippingDraft {
  const contact = record(contactJson);
  const phones = Array.isArray(contact?.phones) ? (contact.phones as unknown[]) : [];
  const firstPhone = phones.find((phone): phone is { number: string } => typeof (phone as { number?: unknown })?.number === 'string');
  return {
    ...EMPTY_SHIPPING,
    firstName: text(contact, 'firstName'),
    lastName: text(contact, 'lastName'),
    email: text(contact, 'email'),
    phone: phoneDigits(firstPhone?.number ?? ''),
    // The address as the installation's form reads it back (`draftFromStorage`).
    ...(draftFromStorage(addressJson) ?? {}),
  };
}

/** `shippingFromStorage` on this browser's local storage (empty when it cannot be read). */
export function storedShipping(): ShippingDraft {
  try {
    return shippingFromStorage(
      window.localStorage.getItem(PROPERTY_ADDRESS_STORAGE_KEY),
      window.localStorage.getItem(CONTACT_INFORMATION_STORAGE_KEY),
    );
  } catch {
    return EMPTY_SHIPPING;
  }
}
