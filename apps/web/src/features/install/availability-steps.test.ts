import { ADDRESS_MESSAGES, type Address, failedVerification, type Verification } from '@eb/domain/address';
import { describe, expect, it } from 'vitest';
import { offersFindPro, PRO_MEASURE_NOTE } from './availability-find-pro.tsx';
import {
  availabilityFrom,
  canCheckAvailability,
  checkDraft,
  confirmKind,
  coverageCheck,
  draftFromStorage,
  EMPTY_DRAFT,
  ENTER_ADDRESS_TEXT,
  formatAddress,
  installAddressFrom,
  modalTitle,
  setAddressBody,
  stepFor,
  suggestedAddress,
  verificationOrFallback,
} from './availability-steps.ts';

const entered: Address = { line1: '2800 Cumberland Parkway', line2: '', city: 'Atlanta', state: 'GA', zipCode: '30339' };
const found: Verification = {
  wasFound: true,
  requiresConfirmation: false,
  existingAddress: false,
  validatedAddress: { line1: '2800 CUMBERLAND PKWY', line2: '', city: 'ATLANTA', state: 'GA', zipCode: '30339', uuid: null },
};
const similar: Verification = { ...found, requiresConfirmation: true, validatedAddress: { ...found.validatedAddress, city: 'ATLANTA' } };
const onFile: Verification = {
  ...found,
  existingAddress: true,
  validatedAddress: { ...found.validatedAddress, uuid: '7d2c1f3e-5b7a-4c9e-9a1b-2f3d4e5f6a7b' },
};

describe('the enter-address step (doc 001 §2, §5)', () => {
  it('keeps the spec texts and the short title for narrow screens', () => {
    expect(ENTER_ADDRESS_TEXT).toBe(
      'Have your window treatments professionally measured and installed by an experienced service provider in your area. Enter your address below to check availability.',
    );
    expect(modalTitle(false)).toBe('Professional Measure & Install');
    expect(modalTitle(true)).toBe('Pro Measure & Install');
    expect(PRO_MEASURE_NOTE).toBe('**Professional installation requires professional measure.');
  });

  it('enables Check Availability only with a zip code', () => {
    expect(canCheckAvailability(EMPTY_DRAFT)).toBe(false);
    expect(canCheckAvailability({ zipCode: '   ' })).toBe(false);
    expect(canCheckAvailability({ zipCode: '3' })).toBe(true);
  });

  it('asks for the required fields in the site words', () => {
    const blank = { ...EMPTY_DRAFT, zipCode: '30339' };
    const site3 = checkDraft(3, blank);
    const site11 = checkDraft(11, blank);
    expect(site3).toEqual({ ok: false, errors: { line1: 'Address is required.', city: 'City is required.', state: 'State is required.' } });
    expect(site11.ok === false && site11.errors.line1).toBe('Install Address is required.');
    const badZip = checkDraft(3, { ...entered, zipCode: '3033' });
    expect(badZip.ok === false && badZip.errors.zipCode).toBe('Zip Code must be 5 digits, or ZIP+4.');
    expect(checkDraft(3, { ...entered, line1: '  2800   Cumberland Parkway ' })).toEqual({ ok: true, address: entered });
  });

  it('prefills from MI_PropertyAddress, ignoring what is not an address', () => {
    const stored = JSON.stringify({ ...entered, state: 'ga', addressId: 'a1' });
    expect(draftFromStorage(stored)).toEqual({ ...entered, state: 'GA' });
    expect(draftFromStorage(JSON.stringify({ line1: '1 Main St', zipcode: '59801', city: 7 }))).toEqual({
      ...EMPTY_DRAFT,
      line1: '1 Main St',
      zipCode: '59801',
    });
    expect(draftFromStorage(null)).toBeNull();
    expect(draftFromStorage('not json')).toBeNull();
    expect(draftFromStorage('[1]')).toBeNull();
    expect(draftFromStorage('{}')).toBeNull();
  });
});

describe('the confirm step (doc 001 §4, §8)', () => {
  it('advances with the entered address when the check failed', () => {
    const fallback = verificationOrFallback(null, entered);
    expect(fallback).toEqual({
      wasFound: false,
      requiresConfirmation: true,
      existingAddress: false,
      validatedAddress: { ...entered, uuid: null },
    });
    expect(verificationOrFallback(found, entered)).toBe(found);
    expect(confirmKind(fallback)).toBe('notFound');
  });

  it('names each of the four messages', () => {
    expect(confirmKind(failedVerification(entered))).toBe('notFound');
    expect(confirmKind(similar)).toBe('similar');
    expect(confirmKind(found)).toBe('found');
    expect(confirmKind(onFile)).toBe('onFile');
    expect(Object.keys(ADDRESS_MESSAGES).sort()).toEqual(['found', 'notFound', 'onFile', 'similar']);
  });

  it('offers the suggestion, the address on file, or the address as entered when not found', () => {
    expect(suggestedAddress(found, entered)).toEqual({ ...entered, line1: '2800 CUMBERLAND PKWY', city: 'ATLANTA' });
    expect(suggestedAddress(onFile, entered)).not.toHaveProperty('uuid');
    const notFound: Verification = { ...failedVerification(entered), validatedAddress: { ...entered, line1: 'X', uuid: null } };
    expect(suggestedAddress(notFound, entered)).toBe(entered);
  });

  it('sends normalizedBy 0 when confirmation was required, else 1, with the site property name and the id on file', () => {
    expect(setAddressBody(11, found, entered)).toMatchObject({
      normalizedBy: 1,
      requiresConfirmation: false,
      newPropertyName: 'Home 1',
      uuid: null,
    });
    expect(setAddressBody(3, similar, entered)).toMatchObject({
      normalizedBy: 0,
      requiresConfirmation: true,
      uuid: null,
      line1: entered.line1,
    });
    expect(setAddressBody(3, failedVerification(entered), entered).normalizedBy).toBe(0);
    expect(setAddressBody(3, onFile, entered)).toMatchObject({ uuid: onFile.validatedAddress.uuid, existingAddress: true });
  });

  it('keeps the ids setaddress answers', () => {
    const address = {
      id: 'a1',
      line1: '2800 CUMBERLAND PKWY',
      line2: '',
      city: 'ATLANTA',
      state: 'GA',
      zipCode: '30339',
      newPropertyName: 'Home 1',
    };
    expect(installAddressFrom({ address, propertyId: 'p1', customerId: 'c1' })).toEqual({
      addressId: 'a1',
      propertyId: 'p1',
      customerId: 'c1',
      line1: '2800 CUMBERLAND PKWY',
      line2: '',
      city: 'ATLANTA',
      state: 'GA',
      zipCode: '30339',
    });
    expect(formatAddress({ ...entered, line2: 'Ste 100' })).toBe('2800 Cumberland Parkway, Ste 100, Atlanta, GA 30339');
  });
});

describe('coverage (doc 001 §4, §7, §8)', () => {
  it('asks pro-availability on site 11, check-availability elsewhere and for reps everywhere', () => {
    expect(coverageCheck('rep', 11, '59801')).toEqual({ kind: 'check-availability', query: { service: 1, zip: '59801' } });
    expect(coverageCheck('guest', 11, '30339-1234')).toEqual({ kind: 'pro-availability', query: { service: 1, zip: '30339' } });
    expect(coverageCheck('consumer', 3, '59801')).toEqual({ kind: 'check-availability', query: { service: 1, zip: '59801' } });
  });

  it('covered → the network step; not covered → none; a failed check → covered by other, a failed pro-availability → none', () => {
    expect(availabilityFrom('check-availability', true)).toBe('covered');
    expect(availabilityFrom('check-availability', false)).toBe('none');
    expect(availabilityFrom('check-availability', null)).toBe('other');
    expect(availabilityFrom('pro-availability', true)).toBe('covered');
    expect(availabilityFrom('pro-availability', false)).toBe('none');
    expect(availabilityFrom('pro-availability', null)).toBe('none');
    expect(stepFor('covered')).toBe('covered');
    expect(stepFor('none')).toBe('sorry');
    expect(stepFor('other')).toBe('sorry');
  });
});

describe('where Find a Pro Installer shows (doc 001 §2)', () => {
  const design = (attributes: Record<string, string>) => ({ design: { attributes } }) as Parameters<typeof offersFindPro>[0];
  it('shows on product-mode designs that are not locked, not on mandi or auto-release ones', () => {
    expect(offersFindPro(design({}), false, false)).toBe(true);
    expect(offersFindPro(design({}), true, false)).toBe(false);
    expect(offersFindPro(design({ isMandi: 'true' }), false, false)).toBe(false);
    expect(offersFindPro(design({ isAutoReleaseDesign: 'true' }), false, false)).toBe(false);
  });

  it('not in in-store mode (doc 001 §5), nor once the store’s own measure is ordered', () => {
    expect(offersFindPro(design({}), false, true)).toBe(false);
    const ordered = JSON.stringify({ storeId: 121, orderedAt: '2026-12-07T10:00:00.000Z', orderedBy: 'Rae Rep' });
    expect(offersFindPro(design({ inStoreMeasureOrder: ordered }), false, false)).toBe(false);
  });
});
