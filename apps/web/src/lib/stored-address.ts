/** The form draft of an address, and reading one from what the installation flow keeps in local storage. */
export interface AddressDraft {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}
export type AddressField = keyof AddressDraft;
export const ADDRESS_FIELDS: readonly AddressField[] = ['line1', 'line2', 'city', 'state', 'zipCode'];

/**
 * An address kept in local storage (MI_PropertyAddress) as a draft for the form; anything that is not
 * an object of text fields gives nothing. `zipcode` (the design attribute's spelling, doc 001 §3) is read too.
 */
export function draftFromStorage(raw: string | null): AddressDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const text = (name: string) => (typeof record[name] === 'string' ? (record[name] as string) : '');
  const draft: AddressDraft = {
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    state: text('state').toUpperCase(),
    zipCode: text('zipCode') || text('zipcode'),
  };
  return ADDRESS_FIELDS.some((field) => draft[field] !== '') ? draft : null;
}
