import { z } from 'zod';
import type { SiteId } from '../sites.ts';
import { addressShape, collapse } from './form.ts';
import { normalizedBySchema } from './verification.ts';

/** Browser local storage keys of doc 001 §3. */
export const PROPERTY_ADDRESS_STORAGE_KEY = 'MI_PropertyAddress';
export const CONTACT_INFORMATION_STORAGE_KEY = 'MI_ContactInformation';

/**
 * The name of the property an address is stored under: 'Home 1' on the retailer site (doc 001 §7, §9).
 * The spec names none for the {product} site; it uses the same words (recorded in docs/decisions.md).
 */
export function defaultPropertyName(_siteId: SiteId): string {
  return 'Home 1';
}

export const PROPERTY_NAME_MAX = 50;

/** The stored address of doc 001 §3, as the setaddress call receives it (uuid when reusing one on file). */
export const storedAddressFields = {
  uuid: z.uuid('Please send a valid address id.').nullish(),
  normalizedBy: normalizedBySchema,
  existingAddress: z.boolean().optional(),
  requiresConfirmation: z.boolean().optional(),
  newPropertyName: z
    .string()
    .nullish()
    .transform((value) => collapse(value ?? ''))
    .pipe(z.string().max(PROPERTY_NAME_MAX, `The property name must be at most ${PROPERTY_NAME_MAX} characters.`)),
};
export const NORMALIZED_BY_MISMATCH = 'normalizedBy must be 0 when the address required confirmation, else 1.';

/** What setaddress answers (doc 001 §7). */
export const setAddressResultSchema = z.object({
  address: addressShape.extend({ id: z.string(), newPropertyName: z.string() }),
  propertyId: z.string(),
  customerId: z.string(),
});
export type SetAddressResult = z.infer<typeof setAddressResultSchema>;
