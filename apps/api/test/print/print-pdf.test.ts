import { randomUUID } from 'node:crypto';
import type { DesignGraph, Item } from '@eb/domain/design';
import { priceDesign } from '@eb/domain/design-pricing';
import { getSite } from '@eb/domain/sites';
import { describe, expect, it } from 'vitest';
import { visualOrder } from '../../src/modules/sharing/pdf-text.ts';
import {
  buildEstimatePdf,
  clockTime,
  designShipEstimate,
  siteDayOnCallerClock,
  utcLabel,
  windowOptions,
  windowSize,
} from '../../src/modules/sharing/print-pdf.ts';
import { product } from '../designs/helpers.ts';
import { overlappingWords, pdfText, wordBoxes } from './print-helpers.ts';

function windowWith(overrides: Partial<Item>): Item {
  return {
    itemId: randomUUID(),
    label: 'Window 1',
    designId: 'd',
    containerId: 'c',
    charLabel: '1',
    itemType: 1,
    itemSource: 1,
    retail: 0,
    subtotal: 0,
    quantity: 1,
    numberOfWindows: 1,
    estimatedShipDate: null,
    isDeleted: false,
    itemProduct: null,
    attributes: [],
    ...overrides,
  };
}

const attribute = (name: string, value: string) => ({
  attributeId: randomUUID(),
  name,
  value,
  normalizedValue: null,
  displayName: null,
  sortIndex: 0,
  displayPriority: 100,
});

function graphOf(items: Item[]): DesignGraph {
  return {
    design: {
      designId: randomUUID(),
      name: 'Pure Function',
      productLine: 1,
      containers: ['c'],
      items: items.map((item) => item.itemId),
      zipCode: null,
      promoCode: null,
      promoEndDate: null,
      subtotal: 100,
      retail: 100,
      isDeleted: false,
      isLinked: false,
      isLockedOrOrdered: false,
      agreementNumber: null,
      sharedEmail: null,
      sharedDate: null,
      designAttributes: [],
      attributes: {},
      createdDate: '2026-01-01T00:00:00.000Z',
      version: 1,
    },
    containers: [
      {
        containerId: 'c',
        name: 'Den',
        containerType: 1,
        items: items.map((item) => item.itemId),
        price: 100,
        charLabel: 'A',
        designId: 'd',
        isDeleted: false,
      },
    ],
    items,
  };
}

/** A site 3 residential print of the graph with sizes and prices, at a fixed time, priced by the one pricing. */
function residentialInput(graph: DesignGraph, autoRelease = false) {
  return {
    graph,
    price: priceDesign({ items: graph.items, isAutoRelease: autoRelease }),
    site: getSite(3),
    options: { variant: 'residential', dimensions: true, pricing: true } as const,
    now: new Date('2026-03-10T02:30:00Z'),
    timezoneOffset: 0,
    signature: null,
  };
}

describe('print formatting', () => {
  it('writes sizes in eighths, W × H, and a dash for a missing side', () => {
    expect(windowSize(windowWith({ attributes: [attribute('width', '36.125'), attribute('height', '48')] }))).toBe('36 1/8" W × 48" H');
    expect(windowSize(windowWith({ attributes: [attribute('height', '60.875')] }))).toBe('— W × 60 7/8" H');
    expect(windowSize(windowWith({}))).toBeNull();
  });

  it('lists customer options and leaves internal ones out', () => {
    const choice = (optionName: string, choiceValue: string, isInternal = false) => ({
      choiceId: randomUUID(),
      optionId: optionName,
      optionName,
      optionType: 'list',
      choiceValue,
      price: 0,
      isInternal,
    });
    const item = windowWith({
      itemProduct: product({ choices: [choice('Color', 'Snow'), choice('Cost Code', 'X9', true), choice('Mount', 'Inside Mount')] }),
    });
    expect(windowOptions(item)).toEqual(['Color: Snow', 'Mount: Inside Mount']);
  });

  it('reads dates and times on the caller’s clock', () => {
    const nearMidnight = new Date('2026-03-10T02:30:00Z');
    expect(siteDayOnCallerClock(nearMidnight, 0, 'shipping', nearMidnight)).toBe('3/10/2026');
    expect(siteDayOnCallerClock(nearMidnight, 300, 'shipping', nearMidnight)).toBe('3/09/2026');
    // The other site's style: the year only for a day of another year than the caller's today.
    expect(siteDayOnCallerClock(nearMidnight, 300, 'delivery', nearMidnight)).toBe('Mar 9');
    expect(siteDayOnCallerClock(new Date('2025-12-31T12:00:00Z'), 0, 'delivery', nearMidnight)).toBe('Dec 31, 2025');
    expect(clockTime(nearMidnight, 300)).toBe('9:30 PM');
    expect(clockTime(nearMidnight, -330)).toBe('8:00 AM');
    expect(utcLabel(300)).toBe('UTC-05:00');
    expect(utcLabel(-330)).toBe('UTC+05:30');
    expect(utcLabel(0)).toBe('UTC+00:00');
  });

  it('takes the latest window ship date, a window without one counting as 20 days from the caller’s today', () => {
    const now = new Date('2026-03-10T02:30:00Z');
    const site3 = getSite(3);
    const dated = windowWith({ itemProduct: product(), estimatedShipDate: '2026-03-25' });
    const later = windowWith({ itemProduct: product(), estimatedShipDate: '2026-04-02' });
    const undated = windowWith({ itemProduct: product(), estimatedShipDate: null });
    const noProduct = windowWith({ estimatedShipDate: '2027-01-01' });
    expect(designShipEstimate(graphOf([dated, later, noProduct]), site3, now, 0)).toEqual({ label: 'Est. Shipping', date: '4/02/2026' });
    // 20 days after March 10 (UTC) or March 9 (five hours behind).
    expect(designShipEstimate(graphOf([dated, undated]), site3, now, 0)).toEqual({ label: 'Est. Shipping', date: '3/30/2026' });
    expect(designShipEstimate(graphOf([dated, undated]), site3, now, 300)).toEqual({ label: 'Est. Shipping', date: '3/29/2026' });
    expect(designShipEstimate(graphOf([dated]), getSite(11), now, 0)).toEqual({ label: 'Est. Delivery', date: 'Mar 25' });
  });

  it('totals a room from its selected windows, and prints an auto-release design at retail throughout', async () => {
    const sized = [attribute('width', '30'), attribute('height', '40')];
    const bought = windowWith({ itemProduct: product(), subtotal: 120.5, retail: 150.25, attributes: sized });
    const later = windowWith({
      label: 'Window 2',
      itemProduct: product(),
      subtotal: 120.5,
      retail: 150.25,
      attributes: [...sized, attribute('purchaseOption', 'do-not-include')],
    });
    const print = async (autoRelease: boolean) => {
      const graph = graphOf([bought, later]);
      if (autoRelease) graph.design.attributes = { isAutoReleaseDesign: 'true' };
      return pdfText(await buildEstimatePdf(residentialInput(graph, autoRelease)));
    };
    // Save for Later is left out of the Room Total, as on the screen (the fixture's stored room price is $100).
    const residential = await print(false);
    expect(residential).toContain('Room A total $120.50');
    expect(residential).toContain('Reg. $150.25');
    // Auto-release: only retail, on the lines, the room and the totals alike.
    const autoRelease = await print(true);
    expect(autoRelease).toContain('Window 1 Cellular Shade 30" W × 40" H 1 $150.25 $150.25');
    expect(autoRelease).toContain('Room A total $150.25');
    expect(autoRelease).toContain('Product Total $150.25');
    expect(autoRelease).not.toContain('Reg.');
    expect(autoRelease).not.toContain('$120.50');
  });

  it('builds the same PDF text from the same inputs (a pure function of the graph and options)', async () => {
    const item = windowWith({
      itemProduct: product(),
      subtotal: 120.5,
      retail: 150.25,
      attributes: [attribute('width', '30'), attribute('height', '40')],
    });
    const graph = graphOf([item]);
    const input = {
      graph,
      price: priceDesign({ items: graph.items, isAutoRelease: false }),
      site: getSite(5),
      options: { variant: 'residential', dimensions: true, pricing: true } as const,
      now: new Date('2026-03-10T02:30:00Z'),
      timezoneOffset: 0,
      signature: null,
    };
    const first = pdfText(await buildEstimatePdf(input));
    expect(first).toBe(pdfText(await buildEstimatePdf(input)));
    expect(first).toContain('Just Shades');
    expect(first).toContain('A Den');
    expect(first).toContain('Window 1 Cellular Shade 30" W × 40" H 1 $120.50 $120.50');
  });

  it('writes names in any script: accents, Greek, Cyrillic, Hebrew and Arabic right to left, Chinese', async () => {
    const names = ['Łódź Żółć Đorđe', 'Ελένη Παππά', 'Дмитрий Иванов', 'שרה כהן', 'محمد علي', '王小明的客厅'];
    const items = names.map((label) => windowWith({ label, itemProduct: product(), subtotal: 10, retail: 10 }));
    const graph = graphOf(items);
    graph.design.name = 'Zoë – 家';
    const text = pdfText(await buildEstimatePdf(residentialInput(graph)));
    // The window column is narrow: a name of two words takes two lines. Each word (none wider than the
    // column: a wider one is cut, as the next test shows) reads back whole;
    // pdftotext gives right-to-left words back with their letters in reading order.
    for (const word of names.flatMap((name) => name.split(' '))) expect(text).toContain(word);
    expect(text).toContain('Zoë – 家');
    expect(text).not.toMatch(/[\ufffd]/);
  });

  it('joins the letters of an Arabic word as it is written, not one isolated letter after another', async () => {
    // The same letters kept apart by zero-width non-joiners: each takes its isolated form, which is wider.
    const joined = 'سلام';
    const apart = [...joined].join('\u200c');
    const graph = graphOf([joined, apart].map((label) => windowWith({ label, itemProduct: product(), subtotal: 10, retail: 10 })));
    const words = wordBoxes(await buildEstimatePdf(residentialInput(graph)));
    // pdftotext may give a right-to-left word's letters in either order, and the letters kept apart as
    // words of their own: each is measured from its first letter's left edge to its last letter's right.
    const letters = new Set([...joined]);
    const arabic = words.filter((word) => [...word.text.replaceAll('\u200c', '')].every((letter) => letters.has(letter)));
    const together = arabic.filter((word) => word.text.replaceAll('\u200c', '').length === joined.length);
    const single = arabic.filter((word) => word.text.replaceAll('\u200c', '').length === 1);
    expect(together).toHaveLength(1);
    expect(single).toHaveLength(joined.length);
    const span = (boxes: typeof words) => Math.max(...boxes.map((box) => box.xMax)) - Math.min(...boxes.map((box) => box.xMin));
    const widthOf = (text: string) => span(text === joined ? together : single);
    expect(widthOf(joined) / widthOf(apart)).toBeLessThan(0.8);
  });

  it('writes emoji in names in black and white, beside the letters of the same word', async () => {
    const names = ['Ana😀', 'Kids 🏠 Room', '☀ Sunroom'];
    const graph = graphOf(names.map((label) => windowWith({ label, itemProduct: product(), subtotal: 10, retail: 10 })));
    const pdf = await buildEstimatePdf(residentialInput(graph));
    const text = pdfText(pdf);
    for (const word of names.flatMap((name) => name.split(' '))) expect(text).toContain(word);
    expect(overlappingWords(wordBoxes(pdf))).toEqual([]);
  });

  it('cuts a name written without spaces (Chinese) into lines that stay in their column', async () => {
    const label = '王小明的客厅主卧室窗';
    const graph = graphOf([windowWith({ label, itemProduct: product(), subtotal: 10, retail: 10 })]);
    const pdf = await buildEstimatePdf(residentialInput(graph));
    const words = wordBoxes(pdf);
    const productColumn = words.find((word) => word.text === 'Product')?.xMin ?? 0;
    expect(productColumn).toBeGreaterThan(0);
    const pieces = words.filter((word) => /\p{Script=Han}/u.test(word.text));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((word) => word.text).join('')).toBe(label);
    for (const piece of pieces) expect(piece.xMax).toBeLessThan(productColumn);
    expect(overlappingWords(words)).toEqual([]);
  });
});

describe('words in the order they are drawn', () => {
  it('reverses runs against the paragraph’s direction and keeps numbers with the word before them', () => {
    expect(visualOrder(['Room', 'שרה', 'כהן', '2'], 'ltr')).toEqual(['Room', '2', 'כהן', 'שרה']);
    expect(visualOrder(['שרה', 'כהן'], 'rtl')).toEqual(['כהן', 'שרה']);
    expect(visualOrder(['חלון', '2'], 'rtl')).toEqual(['2', 'חלון']);
    expect(visualOrder(['שרה', 'Living', 'Room', 'כהן'], 'rtl')).toEqual(['כהן', 'Living', 'Room', 'שרה']);
    expect(visualOrder(['Bay', 'Left'], 'ltr')).toEqual(['Bay', 'Left']);
  });
});
