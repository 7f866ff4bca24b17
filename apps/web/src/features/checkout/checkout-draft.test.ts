import { describe, expect, it } from 'vitest';
import { clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from './checkout-draft.ts';
import { EMPTY_SHIPPING } from './checkout-rules.ts';

/** A Storage kept in a map (the tests have no browser). */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const draft = { ...EMPTY_SHIPPING, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' };
const review = {
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' },
  address: { line1: '2800 CUMBERLAND PKWY', line2: '', city: 'ATLANTA', state: 'GA' as const, zipCode: '30339' },
};

describe('what was entered at checkout, kept for a reload', () => {
  it('gives back the fields and the shipping under review, until cleared', () => {
    const storage = memoryStorage();
    expect(readCheckoutDraft(3, storage)).toBeNull();
    writeCheckoutDraft({ draft, review }, storage);
    expect(readCheckoutDraft(3, storage)).toEqual({ draft, review });
    writeCheckoutDraft({ draft, review: null }, storage);
    expect(readCheckoutDraft(3, storage)).toEqual({ draft, review: null });
    clearCheckoutDraft(storage);
    expect(readCheckoutDraft(3, storage)).toBeNull();
  });

  it('ignores what no longer fits: broken JSON, missing fields, a review that does not validate', () => {
    const storage = memoryStorage();
    storage.setItem('eb.checkout.v1', '{not json');
    expect(readCheckoutDraft(3, storage)).toBeNull();
    storage.setItem('eb.checkout.v1', JSON.stringify({ draft: { firstName: 'Ada' } }));
    expect(readCheckoutDraft(3, storage)).toBeNull();
    storage.setItem('eb.checkout.v1', JSON.stringify({ draft, review: { ...review, contact: { ...review.contact, phone: '12' } } }));
    expect(readCheckoutDraft(3, storage)).toEqual({ draft, review: null });
  });
});
