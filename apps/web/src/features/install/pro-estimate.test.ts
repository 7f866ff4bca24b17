import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../testing/graph-fixture.ts';
import { createProEstimate, missingMappingMessage, proEstimateName, unmappedSkus } from './pro-estimate.ts';

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

describe('making the professional estimate fails before anything is made (doc 001 §8)', () => {
  const address = { addressId: 'A-1', propertyId: 'P-1', customerId: 'C-1' } as unknown as Parameters<typeof createProEstimate>[1];
  const answer = (data: unknown, status = 200) =>
    new Response(JSON.stringify(status < 400 ? { data } : data), { status, headers: { 'content-type': 'application/json' } });

  /** The design and its eligibility as the server answers them; every request asked, as 'METHOD path'. */
  function serve(eligibility: Response) {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push(`${init.method ?? 'GET'} ${url}`);
      if (url.endsWith('/eligibility')) return eligibility;
      return answer(graph('Kitchen', [['Window 1']]));
    });
    return asked;
  }

  afterEach(() => vi.unstubAllGlobals());

  it("site 11: an eligible product without the retailer's id is the 'missing mapping' error, naming it", async () => {
    const asked = serve(answer({ eligibility: [{ skuNumber: 'RS-9', eligible: true }], allProductsEligible: true, productIdMap: {} }));
    await expect(createProEstimate('d-1', address, 11)).rejects.toMatchObject({ status: 409, message: missingMappingMessage(['RS-9']) });
    expect(asked.some((request) => request.includes('createmandiestimate'))).toBe(false);
  });

  it("a product map that cannot be read is the 'product map failure' error: nothing is made", async () => {
    const asked = serve(answer({ message: 'The product map is not available just now.', code: 'UNAVAILABLE' }, 503));
    await expect(createProEstimate('d-1', address, 11)).rejects.toMatchObject({ status: 503 });
    expect(asked.some((request) => request.includes('createmandiestimate'))).toBe(false);
  });
});
