import { describe, expect, it } from 'vitest';
import { activePromotion, promoText } from './promotions.ts';

describe('promotions', () => {
  it('a site always runs its promotion, to the last day of a month ahead; sites without one run none', () => {
    // Site 3: to the end of next month; site 11: the month after. The last second of the UTC day.
    expect(activePromotion(3, new Date('2026-12-07T12:00:00Z'))).toEqual({ code: 'FREEMEASURE', endsAt: '2027-01-31T23:59:59.000Z' });
    expect(activePromotion(11, new Date('2026-12-07T12:00:00Z'))).toEqual({ code: 'PROINSTALL25', endsAt: '2027-02-28T23:59:59.000Z' });
    expect(activePromotion(3, new Date('2027-01-31T23:59:59.500Z'))?.endsAt).toBe('2027-02-28T23:59:59.000Z');
    expect(activePromotion(11, new Date('2028-12-15T00:00:00Z'))?.endsAt).toBe('2029-02-28T23:59:59.000Z');
    expect(activePromotion(11, new Date('2027-12-31T23:00:00Z'))?.endsAt).toBe('2028-02-29T23:59:59.000Z');
    expect(activePromotion(3, new Date('2030-01-01T00:00:00Z'))?.endsAt).toBe('2030-02-28T23:59:59.000Z');
    expect(activePromotion(1, new Date('2026-11-23T12:00:00Z'))).toBeNull();
  });

  it('the promo line names the code and its valid-through day, shifted as doc 001 §4 says for each place', () => {
    expect(promoText(null, '2027-01-31T07:59:59.000Z', 'proPromo', 'shipping')).toBeNull();
    expect(promoText('FREEMEASURE', null, 'proPromo', 'shipping')).toBe('Use promo code FREEMEASURE.');
    // 07:59 UTC is inside the pro promo's 05:00–10:30 window: the day before shows.
    expect(promoText('FREEMEASURE', '2027-01-31T07:59:59.000Z', 'proPromo', 'shipping')).toBe(
      'Use promo code FREEMEASURE. Valid through 1/30/2027.',
    );
    // The installation summary's window is 00:00–05:30: 07:59 shows its own day.
    expect(promoText('FREEMEASURE', '2027-01-31T07:59:59.000Z', 'installationSummary', 'shipping')).toBe(
      'Use promo code FREEMEASURE. Valid through 1/31/2027.',
    );
  });

  it("writes the valid-through day in the site's one date style (doc 000 §9)", () => {
    const now = new Date('2026-12-07T12:00:00Z');
    expect(promoText('PROINSTALL25', '2027-02-28T23:59:59.000Z', 'proPromo', 'delivery', now)).toBe(
      'Use promo code PROINSTALL25. Valid through Feb 28, 2027.',
    );
    expect(promoText('PROINSTALL25', '2026-12-28T23:59:59.000Z', 'proPromo', 'delivery', now)).toBe(
      'Use promo code PROINSTALL25. Valid through Dec 28.',
    );
    expect(promoText('FREEMEASURE', '2026-12-28T23:59:59.000Z', 'proPromo', 'shipping', now)).toBe(
      'Use promo code FREEMEASURE. Valid through 12/28/2026.',
    );
  });

  it('every promotion a site runs shows one valid-through day wherever it is shown (the pro promo and the installation summary agree)', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    const shown = ([3, 11] as const).flatMap((siteId) => {
      const promotion = activePromotion(siteId, now);
      if (!promotion) return [];
      return [
        [
          promoText(promotion.code, promotion.endsAt, 'proPromo', 'shipping', now),
          promoText(promotion.code, promotion.endsAt, 'installationSummary', 'shipping', now),
        ],
      ];
    });
    expect(shown).toHaveLength(2);
    for (const [proPromo, installationSummary] of shown) expect(proPromo).toBe(installationSummary);
    expect(shown[0]?.[0]).toBe('Use promo code FREEMEASURE. Valid through 1/31/2027.');
  });
});
