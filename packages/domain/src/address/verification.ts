import { z } from 'zod';
import { type Address, addressShape } from './form.ts';
import { normalizeAddress, normalizeCity } from './normalization.ts';
import { isStateCode } from './states.ts';

/** The verification result of doc 001 §3: the validated address carries the id when the address is on file. */
export const verificationSchema = z.object({
  wasFound: z.boolean(),
  requiresConfirmation: z.boolean(),
  existingAddress: z.boolean(),
  validatedAddress: addressShape.extend({ uuid: z.string().nullable() }),
});
export type Verification = z.infer<typeof verificationSchema>;

export const normalizedBySchema = z.union([z.literal(0), z.literal(1)], { error: 'normalizedBy must be 0 or 1.' });
export type NormalizedBy = z.infer<typeof normalizedBySchema>;

/** Doc 001 §4, §7: 0 when the address needed confirmation, else 1. */
export const normalizedBy = (requiresConfirmation: boolean): NormalizedBy => (requiresConfirmation ? 0 : 1);

/** What the ZIP data says of a five-digit ZIP. */
export interface ZipPlace {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * Checks an address against the ZIP data (doc 001 §3, §4): an unknown ZIP (or one outside the states
 * of the dropdown) is not found and needs confirmation; a city or state that is not the ZIP's gives the
 * similar address (the ZIP's city and state) to confirm; otherwise the normalised address is found.
 */
export function verifyAddress(address: Address, place: ZipPlace | null | undefined): Verification {
  const normalized = normalizeAddress(address);
  if (!place || !isStateCode(place.state)) {
    return { wasFound: false, requiresConfirmation: true, existingAddress: false, validatedAddress: { ...normalized, uuid: null } };
  }
  const city = normalizeCity(place.city);
  const matches = city === normalized.city && place.state === normalized.state;
  return {
    wasFound: true,
    requiresConfirmation: !matches,
    existingAddress: false,
    validatedAddress: { ...normalized, city, state: place.state, uuid: null },
  };
}

/** Doc 001 §4: a verification that fails still advances, with the address as entered. */
export function failedVerification(address: Address): Verification {
  return { wasFound: false, requiresConfirmation: true, existingAddress: false, validatedAddress: { ...address, uuid: null } };
}

export const ADDRESS_MESSAGES = {
  notFound: "We can't find this address. Use it anyway?",
  similar: 'We found a similar address:',
  found: 'We found your address:',
  onFile: 'It appears we already have that address on file:',
} as const;
export const USE_ANYWAY = 'Use Anyway';

/** The confirm step's message for a verification (doc 001 §8). */
export function addressMessage(verification: Pick<Verification, 'wasFound' | 'requiresConfirmation' | 'existingAddress'>): string {
  if (verification.existingAddress) return ADDRESS_MESSAGES.onFile;
  if (!verification.wasFound) return ADDRESS_MESSAGES.notFound;
  if (verification.requiresConfirmation) return ADDRESS_MESSAGES.similar;
  return ADDRESS_MESSAGES.found;
}
