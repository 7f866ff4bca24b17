import { describe, expect, it, vi } from 'vitest';
import { graph } from '../../testing/graph-fixture.ts';
import { linkedMessage, showsSave, signInUrl } from './save-control.tsx';
import { savedDesignEmail } from './saved-design-email.ts';

const plain = { isLinked: false, sharedEmail: null, attributes: {} };
const mandi = { ...plain, attributes: { isMandi: 'true' } };

describe('who sees Save (doc 001 §4)', () => {
  it('shows Save to shoppers and guests on an unlinked design they may change, never to reps', () => {
    expect(showsSave(plain, 'guest', false)).toBe(true);
    expect(showsSave(plain, 'consumer', false)).toBe(true);
    expect(showsSave(plain, 'rep', false)).toBe(false);
    expect(showsSave(plain, 'consumer', true)).toBe(false);
    expect(showsSave({ ...plain, isLinked: true }, 'consumer', false)).toBe(false);
    expect(showsSave(mandi, 'consumer', false)).toBe(false);
  });

  it('tells a rep who the design was shared with, or that it is saved to the customer (named by email once known)', () => {
    expect(linkedMessage({ ...plain, sharedEmail: 'ada@example.com' }, 'rep', false, true)).toBe('shared');
    expect(linkedMessage({ ...plain, isLinked: true }, 'rep', false, false)).toBe('customer');
    expect(linkedMessage(plain, 'rep', false, true)).toBeNull();
  });

  it('tells the owner a linked design is saved, and that changes save automatically only while it can change', () => {
    expect(linkedMessage({ ...plain, isLinked: true }, 'consumer', false, true)).toBe('own');
    // Ordered: nothing changes any more, so nothing saves.
    expect(linkedMessage({ ...plain, isLinked: true }, 'consumer', true, true)).toBe('own-ordered');
    // Someone else's design, opened by its link: not theirs to speak of.
    expect(linkedMessage({ ...plain, isLinked: true }, 'consumer', true, false)).toBeNull();
    expect(linkedMessage({ ...plain, isLinked: true }, 'guest', false, false)).toBeNull();
    expect(linkedMessage(plain, 'consumer', false, true)).toBe('save');
  });

  it('sends a guest to sign in with a return to the design', () => {
    vi.stubGlobal('window', { location: { host: 'localhost:3000' } });
    expect(signInUrl('/estimatebuilder/load/abc', 'save')).toBe(
      '/signin?returnUrl=%2Festimatebuilder%2Fload%2Fabc&referenceHost=localhost%3A3000&reason=save',
    );
    vi.unstubAllGlobals();
  });
});

describe('the saved-design mail', () => {
  it("names the first product in room order, its brand and picture, and the design's total", () => {
    const start = graph('Kitchen', [['Window 1', 'Window 2']]);
    const product = {
      configurationGuid: 'c1',
      skuNumber: 'S1',
      brand: 'Brightline',
      productName: 'Cellular Shade',
      productCategory: null,
      mainImageUrl: '/api/catalog/products/p1/image.svg',
      productType: 'Standard',
      productStatus: 'Active',
      isValid: true,
      isStockProduct: false,
      price: 100,
      retail: 120,
      optionTotal: 0,
      attributes: [],
      choices: [],
      pipToCart: false,
    };
    const items = start.items.map((item, index) => (index === 1 ? { ...item, itemProduct: product } : item));
    const body = savedDesignEmail({ ...start, items, design: { ...start.design, subtotal: 1234.5 } }, 'ann@example.com', 'https://x.test');
    expect(body).toEqual({
      To: 'ann@example.com',
      DesignId: start.design.designId,
      AdditionalParameters: {
        OrderTotal: '$1,234.50',
        Brand: 'Brightline',
        ProductImageUrl: 'https://x.test/api/catalog/products/p1/image.svg',
        ProductName: 'Cellular Shade',
      },
    });
    expect(savedDesignEmail(start, 'ann@example.com', 'https://x.test').AdditionalParameters.ProductName).toBe('');
  });
});
