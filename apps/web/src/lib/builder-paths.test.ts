import { describe, expect, it } from 'vitest';
import { setEstimateInfoTarget } from './builder-paths.ts';

describe('SetEstimateInfo (doc 000 §1 other paths)', () => {
  const id = '0B6F7C7E-3C52-4D6E-9A43-5D3C1F6B2A10';

  it('opens the estimate it names in the builder', () => {
    expect(setEstimateInfoTarget(`?designId=${id}`)).toBe(`/estimatebuilder/load/${id.toLowerCase()}`);
    expect(setEstimateInfoTarget(`?estimateId=${id}&x=1`)).toBe(`/estimatebuilder/load/${id.toLowerCase()}`);
  });

  it("goes to the builder's selected estimate when it names none, or names something that is no id", () => {
    expect(setEstimateInfoTarget('')).toBe('/estimatebuilder');
    expect(setEstimateInfoTarget('?designId=../../admin')).toBe('/estimatebuilder');
  });
});
