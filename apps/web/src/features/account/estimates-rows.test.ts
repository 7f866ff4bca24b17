import type { AccountEstimate } from '@eb/domain/sharing';
import { describe, expect, it } from 'vitest';
import {
  bannerOf,
  bannerParts,
  canDuplicate,
  copyNameOf,
  focusAfterRemoval,
  formatEstimateDate,
  openPathOf,
  roomsText,
  without,
} from './estimates-rows.ts';

const estimate = (designId: string, fields: Partial<AccountEstimate> = {}): AccountEstimate => ({
  designId,
  name: `Design ${designId}`,
  createdDate: '2025-03-05T12:00:00.000Z',
  updatedDate: '2025-03-05T15:00:00.000Z',
  windows: 2,
  subtotal: 100,
  retail: 120,
  isMandi: false,
  isDesignValid: true,
  hasDiscontinuedProduct: false,
  hasProducts: true,
  sharedEmail: null,
  rooms: ['Room 1'],
  ...fields,
});

describe('openPathOf', () => {
  it('opens product designs under the builder and measure-and-install designs under the mandi base', () => {
    expect(openPathOf(estimate('a1'))).toBe('/estimatebuilder/load/a1');
    expect(openPathOf(estimate('b2', { isMandi: true }))).toBe('/estimatebuilder/mandi/load/b2');
  });
});

describe('bannerOf and bannerParts', () => {
  it('shows no banner for a valid design without discontinued products', () => {
    expect(bannerOf(estimate('a'))).toBeNull();
  });

  it('shows the discontinued banner for a discontinued product, even an invalid one, else the edits banner', () => {
    expect(bannerOf(estimate('a', { hasDiscontinuedProduct: true }))).toBe('discontinued');
    expect(bannerOf(estimate('a', { isDesignValid: false, hasDiscontinuedProduct: true }))).toBe('discontinued');
    expect(bannerOf(estimate('a', { isDesignValid: false }))).toBe('requiresEdits');
  });

  it("keeps doc 001 §2's sentences word for word around the phone", () => {
    expect(bannerParts('discontinued').join('(800) 555-0100')).toBe(
      'One or more products in the design below is discontinued. Review now or contact (800) 555-0100 for help.',
    );
    expect(bannerParts('requiresEdits').join('(800) 555-0100')).toBe(
      'One or more products in the design below requires edits before purchase. Edit now or contact (800) 555-0100 for help.',
    );
  });
});

describe('canDuplicate', () => {
  it('hides Duplicate while a product is invalid or discontinued (doc 001 §6)', () => {
    expect(canDuplicate(estimate('a'))).toBe(true);
    expect(canDuplicate(estimate('a', { isDesignValid: false }))).toBe(false);
    expect(canDuplicate(estimate('a', { hasDiscontinuedProduct: true }))).toBe(false);
  });
});

describe('copyNameOf', () => {
  it("names the copy '{name} Copy' and cuts it at the 50-character limit", () => {
    expect(copyNameOf('Kitchen')).toBe('Kitchen Copy');
    const long = 'x'.repeat(48);
    expect(copyNameOf(long)).toBe(`${long} C`);
    expect(copyNameOf(long)).toHaveLength(50);
  });
});

describe('formatEstimateDate', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');
  it("reads as the day in the site's date style and the time, and shows nothing for a date it cannot read", () => {
    expect(formatEstimateDate('2025-03-05T12:00:00.000Z', 'shipping', 'UTC', now)).toBe('3/05/2025 at 12:00 PM');
    expect(formatEstimateDate('2025-03-05T02:30:00.000Z', 'shipping', 'America/New_York', now)).toBe('3/04/2025 at 9:30 PM');
    expect(formatEstimateDate('2026-03-05T02:30:00.000Z', 'delivery', 'America/New_York', now)).toBe('Mar 4 at 9:30 PM');
    expect(formatEstimateDate('2025-12-31T15:05:00.000Z', 'delivery', 'UTC', now)).toBe('Dec 31, 2025 at 3:05 PM');
    expect(formatEstimateDate('not a date', 'shipping')).toBe('');
  });
});

describe('roomsText', () => {
  it('names the first three rooms, then how many more', () => {
    expect(roomsText(['Kitchen'])).toBe('Kitchen');
    expect(roomsText(['Kitchen', 'Den', 'Hall'])).toBe('Kitchen, Den, Hall');
    expect(roomsText(['Kitchen', 'Den', 'Hall', 'Attic', 'Porch'])).toBe('Kitchen, Den, Hall +2 more');
    expect(roomsText([])).toBe('');
  });
});

describe('without and focusAfterRemoval', () => {
  const list = [estimate('a'), estimate('b'), estimate('c')];

  it('drops only the deleted row', () => {
    expect(without(list, 'b').map((row) => row.designId)).toEqual(['a', 'c']);
  });

  it('moves focus to the row that takes the place, else the one before, else nowhere', () => {
    expect(focusAfterRemoval(list, 'a')).toBe('b');
    expect(focusAfterRemoval(list, 'c')).toBe('b');
    expect(focusAfterRemoval([estimate('a')], 'a')).toBeNull();
    expect(focusAfterRemoval(list, 'missing')).toBeNull();
  });
});
