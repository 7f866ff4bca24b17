import type { EstimateSummary } from '@eb/domain/commerce';
import { describe, expect, it } from 'vitest';
import { summaryGraph } from './estimate-summary.test-support.ts';
import { figuresKey, localFigures, shownFigures } from './estimate-summary-figures.ts';

const shade = { price: 120, retail: 150 };
const blind = { price: 80, retail: 80 };

describe('the figures the page knows at once (doc 001 §2, §9)', () => {
  it('count and price the selected windows only: a window without a product or saved for later is not selected', () => {
    const built = summaryGraph(
      {
        Kitchen: [
          ['Window 1', shade],
          ['Window 2', null],
        ],
        Den: [
          ['Window 3', blind],
          ['Window 4', shade],
        ],
      },
      { quantities: { 'Window 1': 2 }, saveForLater: ['Window 4'] },
    );
    const local = localFigures(built.design, built.items);
    expect(local).toMatchObject({
      designName: 'Kitchen',
      selectedItems: 3,
      productTotal: 320,
      retail: 380,
      savings: 60,
      shipping: 0,
      subtotal: 320,
      pretaxTotal: 320,
      estimatedTax: null,
      total: 320,
      isAutoRelease: false,
    });
    expect(local.savingsPercent).toBeCloseTo((60 / 380) * 100);
  });

  it('add the installation and tax last heard from the server: subtotal is product plus installation', () => {
    const built = summaryGraph({ Kitchen: [['Window 1', shade]] });
    expect(localFigures(built.design, built.items, { installationTotal: 69, estimatedTax: 12.5 })).toMatchObject({
      productTotal: 120,
      installationTotal: 69,
      subtotal: 189,
      pretaxTotal: 189,
      estimatedTax: 12.5,
      total: 201.5,
    });
  });

  it('show only retail on an auto-release design: the product total is the retail, nothing saved, no installation in the subtotal', () => {
    const built = summaryGraph({ Kitchen: [['Window 1', shade]] }, { attributes: { isAutoReleaseDesign: 'true' } });
    expect(localFigures(built.design, built.items, { installationTotal: 69, estimatedTax: null })).toMatchObject({
      isAutoRelease: true,
      productTotal: 150,
      retail: 150,
      savings: 0,
      subtotal: 150,
      total: 150,
    });
  });
});

describe('the figures shown', () => {
  const built = summaryGraph({ Kitchen: [['Window 1', shade]] });
  const local = localFigures(built.design, built.items);
  const server: EstimateSummary = {
    ...local,
    designId: built.design.designId,
    installationTotal: 69,
    subtotal: 189,
    pretaxTotal: 189,
    estimatedTax: 14.2,
    taxSuccessful: true,
    total: 203.2,
  };
  const answer = { designId: built.design.designId, version: built.design.version, localKey: figuresKey(local), summary: server };

  it("are the server's answer when it was asked for this version while the page showed the same windows", () => {
    expect(shownFigures(built.design, built.items, answer)).toMatchObject({ subtotal: 189, estimatedTax: 14.2, total: 203.2 });
  });

  it('are the local ones while the server has not answered', () => {
    expect(shownFigures(built.design, built.items, null)).toEqual(local);
  });

  it('follow an edit at once, keeping the last installation and tax, until the server answers for the new version', () => {
    const edited = summaryGraph({ Kitchen: [['Window 1', shade]] }, { quantities: { 'Window 1': 2 } });
    const design = { ...edited.design, designId: built.design.designId };
    expect(shownFigures(design, edited.items, answer)).toMatchObject({
      selectedItems: 2,
      productTotal: 240,
      installationTotal: 69,
      subtotal: 309,
      estimatedTax: 14.2,
    });
    expect(shownFigures({ ...design, version: design.version + 1 }, edited.items, { ...answer, localKey: 'other' }).productTotal).toBe(240);
  });

  it("never show another design's answer", () => {
    const other = summaryGraph({ Den: [['Window 1', { price: 10, retail: 10 }]] });
    expect(shownFigures(other.design, other.items, answer)).toEqual(localFigures(other.design, other.items));
  });

  it("take the design's own name at once after a rename", () => {
    const renamed = { ...built.design, name: 'Pantry' };
    expect(shownFigures(renamed, built.items, answer).designName).toBe('Pantry');
  });
});
