import { type Address, addressSchema } from '@eb/domain/address';
import type { SiteId } from '@eb/domain/sites';
import { AppError } from '../../errors.ts';

export interface RawAddress {
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
}

/**
 * The address form's schema of doc 001 §5, with the site's labels ('Install Address' on site 11), so the
 * server answers the sentences the form shows. `names` gives the wire name of each field for details.
 */
export function parseAddress(siteId: SiteId, raw: RawAddress, names: Record<keyof RawAddress, string>): Address {
  const result = addressSchema(siteId).safeParse({
    line1: raw.line1 ?? undefined,
    line2: raw.line2,
    city: raw.city ?? undefined,
    state: raw.state ?? undefined,
    zipCode: raw.zipCode ?? undefined,
  });
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const field = issue.path[0] as keyof RawAddress;
    return { path: `body.${names[field] ?? String(field)}`, message: issue.message };
  });
  throw new AppError('VALIDATION_FAILED', details[0]?.message ?? 'The address is not valid.', details);
}
