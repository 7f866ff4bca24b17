import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_CALM_MS } from './commerce.ts';
import {
  addToOrderBlock,
  buyNowBlock,
  cartBatchSize,
  designBuyBlock,
  everyWindowHasProduct,
  installWindows,
  planCartBatches,
  quoteId,
  selectedWindows,
  sendInBatches,
  summaryRowCanAddToCart,
  windowsBlockingBuy,
  windowValidForCart,
} from './commerce-rules.ts';
import { type Item, type ItemProduct, ItemType, type PurchaseOption } from './design.ts';
import { SITES } from './sites.ts';

// ——— Fixtures: windows as the builder holds them ———

type Window = Pick<Item, 'itemType' | 'itemProduct' | 'attributes' | 'quantity' | 'isDeleted'> & { name: string };

const product = (overrides: Partial<ItemProduct> = {}): ItemProduct => ({
  configurationGuid: 'cfg',
  skuNumber: '500001',
  brand: 'Testline',
  productName: 'Test Shade',
  productCategory: 'cellular-shades',
  mainImageUrl: null,
  productType: 'Standard',
  productStatus: 'Active',
  isValid: true,
  isStockProduct: false,
  price: 80,
  retail: 100,
  optionTotal: 0,
  attributes: [],
  choices: [],
  pipToCart: true,
  ...overrides,
});

interface WindowSpec {
  name?: string;
  product?: Partial<ItemProduct> | null;
  option?: PurchaseOption | null;
  type?: number;
  deleted?: boolean;
  quantity?: number;
}

function win(spec: WindowSpec = {}): Window {
  const option = spec.option ?? null;
  return {
    name: spec.name ?? 'window',
    itemType: spec.type ?? ItemType.window,
    itemProduct: spec.product === null ? null : product(spec.product ?? {}),
    attributes:
      option === null
        ? []
        : [
            {
              attributeId: 'a',
              name: 'purchaseOption',
              value: option,
              normalizedValue: option,
              displayName: 'Purchase Option',
              sortIndex: 0,
              displayPriority: 0,
            },
          ],
    quantity: spec.quantity ?? 1,
    isDeleted: spec.deleted ?? false,
  };
}

const names = (windows: Window[]) => windows.map((window) => window.name);

// ——— Selected and install windows (doc 001 §3 purchaseOption, §4 checkout click) ———

describe('selected windows and windows to install', () => {
  const design = [
    win({ name: 'no choice yet' }),
    win({ name: 'product and install', option: 'product-and-install' }),
    win({ name: 'product only', option: 'product-only' }),
    win({ name: 'saved for later', option: 'do-not-include' }),
    win({ name: 'empty', product: null }),
    win({ name: 'deleted', deleted: true }),
    win({ name: 'door lock', type: ItemType.doorLock }),
    win({ name: 'garage door', type: ItemType.garageDoor }),
  ];

  it('selects windows with a product that are not saved for later', () => {
    expect(names(selectedWindows(design))).toEqual(['no choice yet', 'product and install', 'product only']);
  });

  it('installs the selected windows that are not product only (a product without a choice is product and install)', () => {
    expect(names(installWindows(design))).toEqual(['no choice yet', 'product and install']);
  });

  it('a design whose windows are all product only installs nothing (the product-only cart flow runs)', () => {
    expect(installWindows([win({ option: 'product-only' }), win({ option: 'product-only' })])).toEqual([]);
  });
});

describe("§5 'All windows must have an item selected.'", () => {
  it.each<[string, Window[], boolean]>([
    ['every window has a product', [win(), win({ option: 'product-only' })], true],
    ['a window saved for later still has its product', [win(), win({ option: 'do-not-include' })], true],
    ['one window has no product', [win(), win({ product: null })], false],
    ['a deleted window without a product does not count', [win(), win({ product: null, deleted: true })], true],
    ['door locks and garage doors are not windows', [win(), win({ product: null, type: ItemType.doorLock })], true],
  ])('%s → %s', (_case, windows, allowed) => {
    expect(everyWindowHasProduct(windows)).toBe(allowed);
  });
});

// ——— Buy Now (§5) ———

describe('Buy Now (§5: invalid items; discontinued for non-internal users; no products; locked or ordered; in-store measure order)', () => {
  const shopper = { isInternalUser: false, lockedOrOrdered: false };
  const rep = { isInternalUser: true, lockedOrOrdered: false };

  it.each<[string, Window[], Parameters<typeof buyNowBlock>[1], string | null]>([
    ['a design with valid products, shopper', [win(), win({ option: 'product-only' })], shopper, null],
    ['a design with valid products, rep', [win()], rep, null],
    ['an invalid item', [win(), win({ product: { isValid: false } })], shopper, 'invalid'],
    ['an invalid item, rep too', [win({ product: { isValid: false } })], rep, 'invalid'],
    ['a discontinued item, shopper', [win(), win({ product: { productStatus: 'Discontinued' } })], shopper, 'discontinued'],
    ['a discontinued item, internal user', [win(), win({ product: { productStatus: 'Discontinued' } })], rep, null],
    ['no products', [win({ product: null }), win({ product: null })], shopper, 'no-products'],
    ['an empty design', [], shopper, 'no-products'],
    ['everything saved for later: nothing to buy', [win({ option: 'do-not-include' })], shopper, 'no-products'],
    ['locked or ordered', [win()], { ...shopper, lockedOrOrdered: true }, 'locked'],
    ['an in-store measure order', [win()], { ...shopper, hasInStoreMeasureOrder: true }, 'in-store-measure'],
  ])('%s → %s', (_case, windows, facts, block) => {
    expect(buyNowBlock(windows, facts)).toBe(block);
  });

  it('a whole design: its order, then a window without a product, then Buy Now, then a product to be reviewed', () => {
    const design = (windows: Window[], attributes: Record<string, string> = {}, isLockedOrOrdered = false) => ({
      design: { attributes, isLockedOrOrdered },
      items: windows,
    });
    expect(designBuyBlock(design([win()]), false)).toBeNull();
    expect(designBuyBlock(design([win()], { isAutoReleaseDesign: 'true' }), true)).toBe('auto-release');
    expect(designBuyBlock(design([win()], {}, true), true)).toBe('locked');
    expect(designBuyBlock(design([win(), win({ product: null })]), false)).toBe('missing-product');
    expect(designBuyBlock(design([win({ product: { productStatus: 'Discontinued' } })]), false)).toBe('discontinued');
    expect(designBuyBlock(design([win({ product: { productStatus: 'Discontinued' } })]), true)).toBeNull();
    // A ready-made product has words of its own (it is not for a design consultant to review), for reps too.
    expect(designBuyBlock(design([win({ product: { isStockProduct: true } })]), false)).toBe('stock');
    expect(designBuyBlock(design([win({ product: { isStockProduct: true } })]), true)).toBe('stock');
    expect(designBuyBlock(design([win({ product: { productType: 'Custom' } })]), false)).toBe('review');
    expect(designBuyBlock(design([win({ product: { productType: 'Custom' } })]), true)).toBeNull();
    // A window saved for later is not bought: its stock product does not stop the rest.
    expect(designBuyBlock(design([win(), win({ option: 'do-not-include', product: { isStockProduct: true } })]), false)).toBeNull();
    // An in-store measure order, read from the design's own attribute, for reps too; even one unreadable.
    const ordered = JSON.stringify({ storeId: 121, orderedAt: '2026-12-07T10:00:00.000Z', orderedBy: 'Rae Rep' });
    expect(designBuyBlock(design([win()], { inStoreMeasureOrder: ordered }), true)).toBe('in-store-measure');
    expect(designBuyBlock(design([win()], { inStoreMeasureOrder: 'by hand' }), false)).toBe('in-store-measure');
    expect(designBuyBlock(design([win()], { inStoreMeasureOrder: '' }), false)).toBeNull();
    // Locked, or without a product, says so first.
    expect(designBuyBlock(design([win({ product: null })], { inStoreMeasureOrder: ordered }), false)).toBe('missing-product');
  });

  it('names the windows behind a block: those without a product, discontinued, ready made, or to be reviewed', () => {
    const bare = win({ product: null });
    const old = win({ product: { productStatus: 'Discontinued' } });
    const stock = win({ product: { isStockProduct: true } });
    const stockForLater = win({ option: 'do-not-include', product: { isStockProduct: true } });
    const broken = win({ product: { isValid: false } });
    expect(windowsBlockingBuy([win(), bare, win()], 'missing-product', false)).toEqual([bare]);
    expect(windowsBlockingBuy([old, win()], 'discontinued', false)).toEqual([old]);
    const custom = win({ product: { productType: 'Custom' } });
    expect(windowsBlockingBuy([win(), stock, stockForLater, custom], 'stock', false)).toEqual([stock]);
    expect(windowsBlockingBuy([win(), stock, custom], 'review', false)).toEqual([custom]);
    expect(windowsBlockingBuy([broken, win()], 'invalid', true)).toEqual([broken]);
    expect(windowsBlockingBuy([win(), stock], 'locked', false)).toEqual([]);
  });

  it('is disabled exactly when one of the spec’s conditions holds', () => {
    const windowArb = fc.record({
      product: fc.option(fc.record({ isValid: fc.boolean(), productStatus: fc.constantFrom('Active', 'Discontinued') }), { nil: null }),
      option: fc.constantFrom<PurchaseOption | null>(null, 'product-and-install', 'product-only', 'do-not-include'),
    });
    fc.assert(
      fc.property(
        fc.array(windowArb, { maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (specs, isInternalUser, lockedOrOrdered, hasInStoreMeasureOrder) => {
          const windows = specs.map((spec) => win(spec));
          const withProduct = specs.filter((spec) => spec.product !== null);
          const disabled =
            lockedOrOrdered ||
            hasInStoreMeasureOrder ||
            withProduct.some((spec) => !spec.product?.isValid) ||
            (!isInternalUser && withProduct.some((spec) => spec.product?.productStatus === 'Discontinued')) ||
            !withProduct.some((spec) => spec.option !== 'do-not-include');
          expect(buyNowBlock(windows, { isInternalUser, lockedOrOrdered, hasInStoreMeasureOrder }) !== null).toBe(disabled);
        },
      ),
    );
  });
});

// ——— Add to Order on auto-release designs (§5) ———

describe('Add to Order (§5: invalid items, no selected windows, locked/ordered, no product-and-install windows)', () => {
  it.each<[string, Window[], boolean, string | null]>([
    ['a window to install', [win({ option: 'product-and-install' }), win({ option: 'product-only' })], false, null],
    ['a product placed without a choice is installed', [win()], false, null],
    ['an invalid item', [win(), win({ product: { isValid: false } })], false, 'invalid'],
    ['no selected windows', [win({ option: 'do-not-include' }), win({ product: null })], false, 'none'],
    ['locked or ordered', [win()], true, 'locked'],
    ['only product-only windows', [win({ option: 'product-only' })], false, 'no-install'],
  ])('%s → %s', (_case, windows, locked, block) => {
    expect(addToOrderBlock(windows, locked)).toBe(block);
  });
});

// ——— Summary page rows (§2) and window valid for cart (§5) ———

describe('Add To Cart on the design summary page (§2: disabled for invalid or discontinued designs)', () => {
  it.each([
    [true, false, true],
    [false, false, false],
    [true, true, false],
    [false, true, false],
  ])('valid %s, discontinued %s → enabled %s', (isDesignValid, hasDiscontinuedProduct, enabled) => {
    expect(summaryRowCanAddToCart({ isDesignValid, hasDiscontinuedProduct })).toBe(enabled);
  });
});

describe('window valid for cart (§5: product valid, not stock, not flagged for internal review, not Discontinued)', () => {
  const internalChoice = {
    choiceId: 'c',
    optionId: 'o',
    optionName: 'Valance',
    optionType: 'select',
    choiceValue: 'Special order',
    price: 0,
    isInternal: true,
  };
  it.each<[string, Window, boolean, boolean]>([
    ['a valid made-to-measure product', win(), false, true],
    ['no product', win({ product: null }), false, false],
    ['an invalid product', win({ product: { isValid: false } }), false, false],
    ['a stock product', win({ product: { isStockProduct: true } }), false, false],
    ['a discontinued product', win({ product: { productStatus: 'Discontinued' } }), true, false],
    ['a custom product, shopper (flagged for review)', win({ product: { productType: 'Custom' } }), false, false],
    ['a custom product, internal user', win({ product: { productType: 'Custom' } }), true, true],
    ['an internal-only choice, shopper', win({ product: { choices: [internalChoice] } }), false, false],
    ['an internal-only choice, internal user', win({ product: { choices: [internalChoice] } }), true, true],
  ])('%s (internal %s) → %s', (_case, window, internal, valid) => {
    expect(windowValidForCart(window, internal)).toBe(valid);
  });
});

// ——— Cart batches (§7, §9) ———

describe('cart batch size (§9: the configured value but at least 5, default 5)', () => {
  it.each<[number | null | undefined, number]>([
    [undefined, 5],
    [null, 5],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
    [-3, 5],
    [0, 5],
    [4, 5],
    [5, 5],
    [8, 8],
    [12.7, 12],
    [50, 50],
  ])('configured %s → %s', (configured, size) => {
    expect(cartBatchSize(configured)).toBe(size);
  });

  it('the retailer site is configured with batches of 5, 1000 ms apart', () => {
    expect(cartBatchSize(SITES[11].cart.batchSize)).toBe(5);
    expect(SITES[11].cart.calmMs).toBe(1000);
    expect(CART_CALM_MS).toBe(1000);
  });
});

describe('cart batches (§9: chunks of the batch size, each reversed)', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('splits twelve configurations into 5, 5 and 2, each chunk reversed', () => {
    expect(planCartBatches(ids(12))).toEqual([
      [5, 4, 3, 2, 1],
      [10, 9, 8, 7, 6],
      [12, 11],
    ]);
  });

  it('uses at least 5 even when configured smaller, and the configured size when larger', () => {
    expect(planCartBatches(ids(7), 2)).toEqual([
      [5, 4, 3, 2, 1],
      [7, 6],
    ]);
    expect(planCartBatches(ids(7), 7)).toEqual([[7, 6, 5, 4, 3, 2, 1]]);
  });

  it('makes no batch of nothing', () => {
    expect(planCartBatches([])).toEqual([]);
  });

  it('loses and duplicates nothing, keeps chunk order, fills every batch but the last', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 60 }),
        fc.option(fc.integer({ min: -5, max: 20 }), { nil: undefined }),
        (items, configured) => {
          const size = cartBatchSize(configured);
          const batches = planCartBatches(items, configured);
          // Reversing each chunk back gives the items in their order: nothing lost, nothing twice.
          expect(batches.flatMap((batch) => [...batch].reverse())).toEqual(items);
          expect(batches.length).toBe(Math.ceil(items.length / size));
          batches.forEach((batch, index) => {
            if (index < batches.length - 1) expect(batch).toHaveLength(size);
            else expect(batch.length).toBeGreaterThan(0);
          });
        },
      ),
    );
  });
});

describe('sending batches (§9: the calm pause between batches, none after the last)', () => {
  function recorder() {
    const log: string[] = [];
    const sleep = async (ms: number) => {
      log.push(`sleep ${ms}`);
    };
    const send = async (batch: number[], index: number) => {
      log.push(`send ${index}: ${batch.join(',')}`);
      return { index, count: batch.length };
    };
    return { log, sleep, send };
  }

  it('sends each batch in turn with the pause between them, and answers every batch’s answer', async () => {
    const { log, sleep, send } = recorder();
    const answers = await sendInBatches(planCartBatches([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), send, 1000, sleep);
    expect(log).toEqual(['send 0: 5,4,3,2,1', 'sleep 1000', 'send 1: 10,9,8,7,6', 'sleep 1000', 'send 2: 11']);
    expect(answers).toEqual([
      { index: 0, count: 5 },
      { index: 1, count: 5 },
      { index: 2, count: 1 },
    ]);
  });

  it('one batch: no pause at all; no batches: nothing sent', async () => {
    const one = recorder();
    await sendInBatches([[1, 2]], one.send, 1000, one.sleep);
    expect(one.log).toEqual(['send 0: 1,2']);
    const none = recorder();
    await expect(sendInBatches([], none.send, 1000, none.sleep)).resolves.toEqual([]);
    expect(none.log).toEqual([]);
  });

  it('waits for the pause before the next batch', async () => {
    const log: string[] = [];
    let release: () => void = () => {};
    let asleep: () => void = () => {};
    const sleeping = new Promise<void>((resolve) => {
      asleep = resolve;
    });
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        log.push(`sleeping ${ms}`);
        release = resolve;
        asleep();
      });
    const sending = sendInBatches([[1], [2]], async (batch) => log.push(`send ${batch[0]}`), 1000, sleep);
    await sleeping;
    expect(log).toEqual(['send 1', 'sleeping 1000']);
    release();
    await sending;
    expect(log).toEqual(['send 1', 'sleeping 1000', 'send 2']);
  });

  it('stops at a batch that fails: later batches are not sent', async () => {
    const { log, sleep } = recorder();
    const send = async (batch: number[], index: number) => {
      log.push(`send ${index}`);
      if (index === 1) throw new Error('cart refused');
      return batch.length;
    };
    await expect(sendInBatches([[1], [2], [3]], send, 1000, sleep)).rejects.toThrow('cart refused');
    expect(log).toEqual(['send 0', 'sleep 1000', 'send 1']);
  });

  it('pauses batches − 1 times, whatever the count', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer(), { maxLength: 40 }), fc.integer({ min: 0, max: 5000 }), async (items, calm) => {
        const { log, sleep, send } = recorder();
        const batches = planCartBatches(items);
        await sendInBatches(batches, send, calm, sleep);
        expect(log.filter((entry) => entry === `sleep ${calm}`)).toHaveLength(Math.max(0, batches.length - 1));
        expect(log.at(-1) ?? 'send').toMatch(/^send/);
      }),
    );
  });
});

describe('Quote ID (§2: the order number in upper case)', () => {
  it.each([
    ['w7k2m9qpzr', 'W7K2M9QPZR'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%s → %s', (orderNumber, shown) => {
    expect(quoteId(orderNumber)).toBe(shown);
  });
});
