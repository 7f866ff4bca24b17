import {
  ADDRESS_MESSAGES,
  type Address,
  addressMessage,
  addressSchema,
  defaultPropertyName,
  failedVerification,
  MANDI_SERVICE,
  normalizedBy,
  type SetAddressResult,
  type Verification,
} from '@eb/domain/address';
import type { Role } from '@eb/domain/identity';
import type { SiteId } from '@eb/domain/sites';
import type { Availability, InstallAddress } from '../../lib/install-slice.ts';

/**
 * The steps of the Professional Measure & Install modal (doc 001 §2, §4) as pure rules: the address
 * form, what the confirm step offers, what setaddress receives, and where a coverage answer leads.
 */

/** enter address → confirm address → covered (the retailer's network) or sorry (covered by other or by nobody). */
export type AvailabilityStep = 'address' | 'confirm' | 'covered' | 'sorry';

export { ADDRESS_FIELDS, type AddressDraft, type AddressField, draftFromStorage } from '../../lib/stored-address.ts';

import type { AddressDraft, AddressField } from '../../lib/stored-address.ts';

export const EMPTY_DRAFT: AddressDraft = { line1: '', line2: '', city: '', state: '', zipCode: '' };

/** Doc 001 §9: address edits are pushed after a 300 ms pause. */
export const ADDRESS_EDIT_DEBOUNCE_MS = 300;

export const ENTER_ADDRESS_TEXT =
  'Have your window treatments professionally measured and installed by an experienced service provider in your area. Enter your address below to check availability.';

/** Doc 001 §2: the modal's title, shorter below the 530 px breakpoint. */
export const modalTitle = (narrow: boolean) => (narrow ? 'Pro Measure & Install' : 'Professional Measure & Install');

/** Doc 001 §5: Check Availability is enabled only when the zip code is not empty. */
export const canCheckAvailability = (draft: Pick<AddressDraft, 'zipCode'>) => draft.zipCode.trim() !== '';

export type DraftCheck = { ok: true; address: Address } | { ok: false; errors: Partial<Record<AddressField, string>> };

/** The form's rules of doc 001 §5 in the site's words, from the domain's schema (the server uses the same). */
export function checkDraft(siteId: SiteId, draft: AddressDraft): DraftCheck {
  const result = addressSchema(siteId).safeParse(draft);
  if (result.success) return { ok: true, address: result.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Doc 001 §4: a failed verification still advances, with the address as entered. */
export const verificationOrFallback = (verification: Verification | null, entered: Address): Verification =>
  verification ?? failedVerification(entered);

export type ConfirmKind = 'notFound' | 'similar' | 'found' | 'onFile';

export function confirmKind(verification: Verification): ConfirmKind {
  const message = addressMessage(verification);
  return (Object.keys(ADDRESS_MESSAGES) as ConfirmKind[]).find((kind) => ADDRESS_MESSAGES[kind] === message) ?? 'notFound';
}

/** The address the shopper can confirm: the one on file or found; the suggestion when similar; their own when not found. */
export function suggestedAddress(verification: Verification, entered: Address): Address {
  if (!verification.wasFound && !verification.existingAddress) return entered;
  const { uuid: _uuid, ...address } = verification.validatedAddress;
  return address as Address;
}

/** What setaddress receives (doc 001 §7): normalizedBy 0 when confirmation was required, else 1; the site's property name. */
export function setAddressBody(siteId: SiteId, verification: Verification, chosen: Address) {
  return {
    line1: chosen.line1,
    line2: chosen.line2,
    city: chosen.city,
    state: chosen.state,
    zipCode: chosen.zipCode,
    uuid: verification.existingAddress ? verification.validatedAddress.uuid : null,
    existingAddress: verification.existingAddress,
    requiresConfirmation: verification.requiresConfirmation,
    normalizedBy: normalizedBy(verification.requiresConfirmation),
    newPropertyName: defaultPropertyName(siteId),
  };
}

/** The install slice's address from what setaddress answered. */
export function installAddressFrom(result: SetAddressResult): InstallAddress {
  const { address } = result;
  return {
    addressId: address.id,
    propertyId: result.propertyId,
    customerId: result.customerId,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
  };
}

/**
 * How coverage is decided (doc 001 §4, §7): the retailer site (11) asks pro-availability; elsewhere,
 * and for reps everywhere, check-availability asks whether a provider works at the ZIP. The spec gives
 * reps professional availability, not coverage: a rep in a ZIP nobody serves meets 'We're Sorry' too,
 * and the server would refuse the job there anyway.
 */
export interface CoverageCheck {
  kind: 'check-availability' | 'pro-availability';
  /** Both ask for service 1 (professional measure and install) at the ZIP's first five digits. */
  query: { service: typeof MANDI_SERVICE; zip: string };
}

export function coverageCheck(role: Role, siteId: SiteId, zipCode: string): CoverageCheck {
  const query: CoverageCheck['query'] = { service: MANDI_SERVICE, zip: zipCode.trim().slice(0, 5) };
  return siteId === 11 && role !== 'rep' ? { kind: 'pro-availability', query } : { kind: 'check-availability', query };
}

/**
 * A coverage call's outcome: true → covered, false → none; a failed call (null) counts as covered by
 * other after check-availability (doc 001 §8) and as false after site 11's pro-availability (§7).
 */
export function availabilityFrom(check: CoverageCheck['kind'], answer: boolean | null): Exclude<Availability, 'unknown'> {
  if (answer === true) return 'covered';
  if (answer === null && check === 'check-availability') return 'other';
  return 'none';
}

export const stepFor = (availability: Exclude<Availability, 'unknown'>): AvailabilityStep =>
  availability === 'covered' ? 'covered' : 'sorry';

/** One line for an address: '2800 CUMBERLAND PKWY, STE 100, ATLANTA, GA 30339'. */
export function formatAddress(address: AddressDraft): string {
  const street = [address.line1, address.line2].filter((part) => part.trim() !== '').join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.zipCode}`;
}

/** What MI_PropertyAddress keeps: the five fields, and the stored ids once setaddress answered. */
export function storedAddressJson(address: AddressDraft | InstallAddress): string {
  return JSON.stringify(address);
}
