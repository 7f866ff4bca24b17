import { ItemType } from '@eb/domain/design';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_REASONS,
  checkoutBlock,
  checkoutFlow,
  coverings,
  installWindows,
  productsOnlyCommand,
  selectedWindows,
  sharedWithReason,
  windowPlaces,
} from './checkout-rules.ts';

type TestItem = Parameters<typeof selectedWindows>[0][number] & { itemId: string };

function window(itemId: string, purchaseOption: string | null, product: { isValid?: boolean } | null = {}, quantity = 1): TestItem {
  return {
    itemId,
    itemType: ItemType.window,
    quantity,
    isDeleted: false,
    attributes:
      purchaseOption === null
        ? []
        : [
            {
              attributeId: `${itemId}-po`,
              name: 'purchaseOption',
              value: purchaseOption,
              normalizedValue: purchaseOption,
              displayName: 'Purchase option',
              sortIndex: 0,
              displayPriority: 0,
            },
          ],
    itemProduct: product === null ? null : ({ isValid: product.isValid ?? true } as TestItem['itemProduct']),
  };
}

describe('selected windows', () => {
  it('are windows with a product whose purchase option is not Save for Later', () => {
    const items = [
      window('a', 'product-and-install'),
      window('b', 'product-only'),
      window('c', 'do-not-include'),
      window('d', 'product-and-install', null),
      { ...window('e', 'product-only'), isDeleted: true },
      { ...window('f', 'product-only'), itemType: ItemType.doorLock },
    ];
    expect(selectedWindows(items).map((item) => item.itemId)).toEqual(['a', 'b']);
    expect(installWindows(items).map((item) => item.itemId)).toEqual(['a']);
  });

  it('count window coverings by quantity', () => {
    expect(coverings([window('a', 'product-only', {}, 3), window('b', 'product-only')])).toBe(4);
  });
});

describe('Checkout disabled (doc 001 §5)', () => {
  it('when the design is locked or ordered', () => {
    expect(checkoutBlock([window('a', 'product-only')], true)).toBe('locked');
    expect(checkoutBlock([window('a', 'product-only')], true, false, true)).toBe('locked');
    expect(CHECKOUT_REASONS.locked).toBe('This design has been ordered and can no longer be checked out.');
  });
  it('on someone else’s design opened by its link, saying so rather than that it was ordered', () => {
    expect(checkoutBlock([window('a', 'product-only')], true, false, false)).toBe('not-yours');
    expect(CHECKOUT_REASONS['not-yours']).toBe('This design belongs to someone else. Save a copy to check it out.');
  });
  it('on someone else’s design tied to an order, saying how it is paid rather than offering a copy it cannot have', () => {
    expect(checkoutBlock([window('a', 'product-only')], true, true, false)).toBe('auto-release');
  });
  it('when any item is invalid, even one saved for later', () => {
    expect(checkoutBlock([window('a', 'product-only'), window('b', 'do-not-include', { isValid: false })], false)).toBe('invalid');
  });
  it('when no window is selected', () => {
    expect(checkoutBlock([window('a', 'do-not-include'), window('b', null, null)], false)).toBe('none');
    expect(checkoutBlock([], false)).toBe('none');
  });
  it('not otherwise, and every reason has a sentence', () => {
    expect(checkoutBlock([window('a', 'product-only')], false)).toBeNull();
    // A design tied to an order is paid with Add to Order (doc 001 §1, §4), never through the cart.
    expect(checkoutBlock([window('a', 'product-only')], false, true)).toBe('auto-release');
    expect(CHECKOUT_REASONS['auto-release']).toBe(
      'This design belongs to an existing order: it is paid with Add to Order, not through the cart.',
    );
    for (const reason of Object.values(CHECKOUT_REASONS)) expect(reason).toMatch(/\.$/);
  });
});

describe('Checkout click (doc 001 §4)', () => {
  it('runs the product-only flow when every selected window is product-only', () => {
    expect(checkoutFlow([window('a', 'product-only'), window('b', 'do-not-include')])).toBe('product-only');
  });
  it('opens the Installation Summary when some selected window is product-and-install', () => {
    expect(checkoutFlow([window('a', 'product-only'), window('b', 'product-and-install')])).toBe('installation');
  });
  it('a product placed without a purchase option counts as product-and-install', () => {
    expect(checkoutFlow([window('a', null)])).toBe('installation');
  });
});

describe("'Buy the products only' where nobody installs", () => {
  it('switches every window set for installation to Product Only in one command, and nothing else', () => {
    const items = [
      window('a', 'product-and-install'),
      window('b', null),
      window('c', 'product-only'),
      window('d', 'do-not-include'),
      window('e', 'product-and-install', null),
    ] as unknown as Parameters<typeof productsOnlyCommand>[0];
    expect(productsOnlyCommand(items)).toEqual({
      type: 'batch',
      commands: [
        { type: 'window.attributes', itemId: 'a', values: { purchaseOption: 'product-only' } },
        { type: 'window.attributes', itemId: 'b', values: { purchaseOption: 'product-only' } },
      ],
    });
    expect(productsOnlyCommand(items.slice(0, 1))).toEqual({
      type: 'window.attributes',
      itemId: 'a',
      values: { purchaseOption: 'product-only' },
    });
    expect(productsOnlyCommand(items.slice(2))).toBeNull();
  });
});

describe('what Checkout says beside it', () => {
  it('names who a design was shared with and the way in', () => {
    expect(sharedWithReason('casey@example.com')).toBe(
      'This design was shared with casey@example.com. Sign in or create an account with that email to check it out, or save a copy.',
    );
  });

  it('names the given windows room by room, in the design’s order', () => {
    const room = (name: string, labels: [string, string][]) => ({
      container: { name } as never,
      items: labels.map(([itemId, label]) => ({ itemId, label }) as never),
    });
    const view = {
      rooms: [
        room('Kitchen', [
          ['k1', 'Window 1'],
          ['k2', 'Window 2'],
          ['k3', 'Window 3'],
        ]),
        room('Den', [['d1', 'Bay']]),
        room('Hall', [['h1', 'Window 1']]),
      ],
    };
    expect(windowPlaces(view, [{ itemId: 'd1' }, { itemId: 'k3' }, { itemId: 'k1' }])).toBe('Kitchen: Window 1, Window 3; Den: Bay');
    expect(windowPlaces(view, [])).toBe('');
  });
});
