import { describe, expect, it } from 'vitest';
import { missingMappingMessage, proEstimateName, unmappedSkus } from './pro-estimate.ts';

describe('the professional estimate path', () => {
  it('names the estimate after the design, within 50 characters', () => {
    expect(proEstimateName('Kitchen')).toBe('Kitchen Measure');
    const long = proEstimateName('x'.repeat(50));
    expect(long).toHaveLength(50);
    expect(long.endsWith(' Measure')).toBe(true);
  });

  it('site 11: an eligible product without the retailer’s id is a missing mapping; ineligible ones need none', () => {
    const eligibility = [
      { skuNumber: 'CS-3002', eligible: true },
      { skuNumber: 'SH-1', eligible: false },
      { skuNumber: 'RS-9', eligible: true },
    ];
    expect(unmappedSkus(eligibility, { 'CS-3002': '300533002' })).toEqual(['RS-9']);
    expect(unmappedSkus(eligibility, undefined)).toEqual(['CS-3002', 'RS-9']);
    expect(unmappedSkus(eligibility, { 'CS-3002': '300533002', 'RS-9': '300533009' })).toEqual([]);
    expect(missingMappingMessage(['RS-9'])).toContain('the product RS-9');
    expect(missingMappingMessage(['A', 'B'])).toContain('the products A, B');
  });
});
