import { randomUUID } from 'node:crypto';
import type { DesignGraph, Item } from '@eb/domain/design';
import { priceDesign } from '@eb/domain/design-pricing';
import { getSite } from '@eb/domain/sites';
import { describe, expect, it } from 'vitest';
import {
  buildEstimatePdf,
  clockTime,
  designShipEstimate,
  longDate,
  utcLabel,
  windowOptions,
  windowSize,
} from '../../src/modules/sharing/print-pdf.ts';
import { product } from '../designs/helpers.ts';
import { pdfText } from './print-helpers.ts';

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
    expect(longDate(nearMidnight, 0)).toBe('March 10, 2026');
    expect(longDate(nearMidnight, 300)).toBe('March 9, 2026');
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
});
