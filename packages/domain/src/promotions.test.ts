import { describe, expect, it } from 'vitest';
import { activePromotion, promoText, SITE_PROMOTIONS } from './promotions.ts';

describe('promotions', () => {
  it('a site runs its first promotion that has not ended; sites without one run none', () => {
    const first = SITE_PROMOTIONS[3]?.[0];
    expect(first).toBeDefined();
    expect(activePromotion(3, new Date('2026-11-23T12:00:00Z'))).toEqual(first);
    expect(activePromotion(3, new Date('2030-01-01T00:00:00Z'))).toBeNull();
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
    const shown = Object.values(SITE_PROMOTIONS).flatMap((promotions) =>
      (promotions ?? []).map((promotion) => [
        promoText(promotion.code, promotion.endsAt, 'proPromo', 'shipping'),
        promoText(promotion.code, promotion.endsAt, 'installationSummary', 'shipping'),
      ]),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const [proPromo, installationSummary] of shown) expect(proPromo).toBe(installationSummary);
    expect(shown[0]?.[0]).toBe('Use promo code FREEMEASURE. Valid through 1/31/2027.');
  });
});
