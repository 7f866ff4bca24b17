import { z } from 'zod';
import type { SiteId } from '../sites.ts';
import { isStateCode, type StateCode } from './states.ts';

/** Field labels of the enter-address step: the retailer site (11) says 'Install Address' (doc 001 §2). */
export function addressLabels(siteId: SiteId) {
  return {
    line1: siteId === 11 ? 'Install Address' : 'Address',
    line2: 'Address 2',
    city: 'City',
    state: 'State',
    zipCode: 'Zip Code',
  } as const;
}

export const ADDRESS_LIMITS = { line1: 100, line2: 100, city: 60 } as const;
const ZIP_PATTERN = /^(\d{5})(?:-?(\d{4}))?$/;

/** '30339', '30339-1234' (also '303391234'), or null when it is not a US ZIP or ZIP+4. */
export function normalizeZip(value: string): string | null {
  const match = ZIP_PATTERN.exec(value.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] as string);
}

/** The five-digit ZIP a ZIP or ZIP+4 starts with. */
export const zip5 = (zipCode: string): string => zipCode.trim().slice(0, 5);

/**
 * Whether two ZIP codes are in one postal region (the same first three digits, the area one
 * sectional post office serves): a store there is local to the address.
 */
export const sameZipRegion = (a: string, b: string): boolean => /^\d{3}/.test(a.trim()) && a.trim().slice(0, 3) === b.trim().slice(0, 3);

export const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The address form of doc 001 §5, its messages in the site's labels: line1, City, State, Zip Code required. */
export function addressSchema(siteId: SiteId) {
  const labels = addressLabels(siteId);
  const required = (label: string, max: number) =>
    z
      .string({ error: `${label} is required.` })
      .transform(collapse)
      .pipe(z.string().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`));
  return z.object({
    line1: required(labels.line1, ADDRESS_LIMITS.line1),
    line2: z
      .string()
      .nullish()
      .transform((value) => collapse(value ?? ''))
      .pipe(z.string().max(ADDRESS_LIMITS.line2, `${labels.line2} must be at most ${ADDRESS_LIMITS.line2} characters.`)),
    city: required(labels.city, ADDRESS_LIMITS.city),
    state: z
      .string({ error: `${labels.state} is required.` })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().min(1, `${labels.state} is required.`).refine(isStateCode, 'Please choose a state from the list.'))
      .transform((value) => value as StateCode),
    zipCode: z
      .string({ error: `${labels.zipCode} is required.` })
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, `${labels.zipCode} is required.`)
          .transform((value, context) => {
            const zip = normalizeZip(value);
            if (zip === null) {
              context.addIssue({ code: 'custom', message: `${labels.zipCode} must be 5 digits, or ZIP+4.` });
              return z.NEVER;
            }
            return zip;
          }),
      ),
  });
}
export type Address = z.output<ReturnType<typeof addressSchema>>;

/** The shape of an address on the wire and in answers (doc 001 §3). */
export const addressShape = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
