import { PROPERTY_ADDRESS_STORAGE_KEY } from '@eb/domain/address';
import { type AddressDraft, draftFromStorage } from './availability-steps.ts';

/** The address kept in local storage (MI_PropertyAddress) as a draft for the form, if there is one. */
export function readStoredDraft(): AddressDraft | null {
  try {
    return draftFromStorage(window.localStorage.getItem(PROPERTY_ADDRESS_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStored(json: string): void {
  try {
    window.localStorage.setItem(PROPERTY_ADDRESS_STORAGE_KEY, json);
  } catch (error) {
    // Doc 001 §8: failing to persist state is a console warning only.
    console.warn('The property address was not kept in local storage', error);
  }
}
