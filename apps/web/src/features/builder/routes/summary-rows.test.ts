import type { DesignSummaryRow } from '@eb/domain/design-summary';
import { getSite } from '@eb/domain/sites';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { bannerParts, cartFailureText, parseDesignIds, rowBlock, storeToOnlineOn, summaryBanners, summaryRowHref } from './summary-rows.ts';

const id = '5a0c1a4e-8d2b-4f7a-9f55-0c3d2e1b4a69';
const row = (facts: { isMandi?: boolean; designType?: DesignSummaryRow['designType'] } = {}) => ({
  designId: id,
  designType: facts.designType ?? 'Product Only',
  isMandi: facts.isMandi ?? false,
});
const validity = (
  isDesignValid: boolean,
  hasDiscontinuedProduct: boolean,
  isLockedOrOrdered = false,
  buyBlock: DesignSummaryRow['buyBlock'] = null,
) => ({ isDesignValid, hasDiscontinuedProduct, isLockedOrOrdered, buyBlock });

describe('where a design name links (doc 001 §2)', () => {
  it('a mandi design: the mandi load path, switch on or off', () => {
    expect(summaryRowHref(row({ isMandi: true, designType: 'Professional Installation' }), false)).toBe(
      `/estimatebuilder/mandi/load/${id}`,
    );
    expect(summaryRowHref(row({ isMandi: true, designType: 'Professional Installation' }), true)).toBe(`/estimatebuilder/mandi/load/${id}`);
  });

  it('a professional-installation design with the store-to-online switch on: the window-treatments estimate path', () => {
    expect(summaryRowHref(row({ designType: 'Professional Installation' }), true)).toBe(`/mywindowtreatments/estimate/${id}`);
  });

  it('otherwise the standard load path plus the design id', () => {
    expect(summaryRowHref(row({ designType: 'Professional Installation' }), false)).toBe(`/estimatebuilder/load/${id}`);
    expect(summaryRowHref(row(), true)).toBe(`/estimatebuilder/load/${id}`);
    expect(summaryRowHref(row(), false)).toBe(`/estimatebuilder/load/${id}`);
  });
});

describe('the store-to-online switch', () => {
  it('is on by the query flag or by the site setting', () => {
    const site = getSite(3);
    expect(storeToOnlineOn(new URLSearchParams(''), site)).toBe(false);
    expect(storeToOnlineOn(new URLSearchParams('storeToOnline=true'), site)).toBe(true);
    expect(storeToOnlineOn(new URLSearchParams('storeToOnline=false'), site)).toBe(false);
    expect(storeToOnlineOn(new URLSearchParams(''), { ...site, storeToOnline: true })).toBe(true);
  });
});

describe('Add To Cart and the banners (doc 001 §2)', () => {
  it('Add To Cart is disabled for an invalid design or one with a discontinued product, each pointing at its banner', () => {
    expect(rowBlock(validity(true, false))).toBeNull();
    expect(rowBlock(validity(false, false, false, 'invalid'))).toEqual({ banner: 'edits' });
    expect(rowBlock(validity(false, true, false, 'invalid'))).toEqual({ banner: 'discontinued' });
    expect(rowBlock(validity(true, true, false, 'discontinued'))).toEqual({ banner: 'discontinued' });
  });

  it('Add To Cart is disabled for an ordered or locked design, whatever else holds', () => {
    const locked = { reason: 'This design has been ordered or locked, so it cannot be added to the cart.' };
    expect(rowBlock(validity(true, false, true, 'locked'))).toEqual(locked);
    expect(rowBlock(validity(false, true, true, 'locked'))).toEqual(locked);
  });

  it("Add To Cart is disabled, with buy-design's sentence beside it, for a design it would refuse otherwise", () => {
    expect(rowBlock(validity(true, false, false, 'missing-product'))).toEqual({ reason: 'All windows must have an item selected.' });
    expect(rowBlock(validity(true, false, false, 'no-products'))).toEqual({
      reason: 'Nothing in this design is selected to buy: every window is saved for later.',
    });
  });

  it('shows the discontinued banner when any design has a discontinued product, the edits banner when any other is invalid', () => {
    expect(summaryBanners([validity(true, false)])).toEqual([]);
    expect(summaryBanners([validity(true, false), validity(false, false)])).toEqual(['edits']);
    expect(summaryBanners([validity(false, true)])).toEqual(['discontinued']);
    expect(summaryBanners([validity(false, true), validity(false, false), validity(true, false)])).toEqual(['discontinued', 'edits']);
  });

  it("puts the site's phone in the spec's sentences", () => {
    expect(bannerParts('discontinued')).toEqual([
      'One or more products in the design below is discontinued. Review now or contact ',
      ' for help.',
    ]);
    expect(bannerParts('edits')).toEqual([
      'One or more products in the design below requires edits before purchase. Edit now or contact ',
      ' for help.',
    ]);
  });
});

describe('the route parameter and failures', () => {
  it('takes comma-separated ids, blanks and repeats dropped', () => {
    expect(parseDesignIds(` a , b,,a, `)).toEqual(['a', 'b']);
    expect(parseDesignIds('')).toEqual([]);
  });

  it("says which design could not go to the cart, with the server's reason when it gave one", () => {
    const refused = new ApiError({ status: 409, code: 'CONFLICT', message: 'The design has changed.' });
    expect(cartFailureText('Kitchen', refused)).toBe('“Kitchen” could not be added to the cart. The design has changed.');
    expect(cartFailureText('Kitchen', new Error('boom'))).toBe(
      '“Kitchen” could not be added to the cart. Please try again, or call us for help.',
    );
    expect(cartFailureText('Kitchen', new Error('An add to cart strategy was not implemented for this site'))).toBe(
      '“Kitchen” could not be added to the cart. An add to cart strategy was not implemented for this site.',
    );
  });
});
