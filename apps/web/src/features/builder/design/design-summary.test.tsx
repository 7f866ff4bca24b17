import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EstimateSummaryPanel } from './design-summary.tsx';
import { figures } from './estimate-summary.test-support.ts';
import type { SummaryFigures } from './estimate-summary-figures.ts';

/** The panel as markup: its lines as "label value" pairs, and the mobile-only ones. */
function panel(shown: SummaryFigures) {
  const html = renderToStaticMarkup(<EstimateSummaryPanel design={{ designId: 'd1' }} figures={shown} onViewSummary={() => {}} />);
  const lines = [...html.matchAll(/<div class="([^"]*)"><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd><\/div>/g)].map(
    ([, className, label, value]) => ({
      label: label?.replaceAll('&#x27;', "'"),
      value,
      mobileOnly: className?.includes('eb-summary__mobile') ?? false,
    }),
  );
  return { html, lines, text: lines.map((line) => `${line.label} ${line.value}`) };
}

const normal = figures({
  selectedItems: 3,
  productTotal: 1234.5,
  retail: 1500,
  savings: 265.5,
  savingsPercent: 17.7,
  installationTotal: 100,
  subtotal: 1334.5,
  pretaxTotal: 1334.5,
});

describe('the estimate summary panel (doc 001 §2)', () => {
  it("heads with the design's name, then Selected Items, Product Total, the Installation in the Subtotal, Shipping FREE, You'll Save*, Subtotal and a mobile Pretax Total", () => {
    const { html, lines, text } = panel(normal);
    expect(html).toContain('<h3 id="summary-d1" class="eb-summary__title">Kitchen Summary</h3>');
    // Product Total and Installation add up to the Subtotal.
    expect(text).toEqual([
      'Selected Items 3',
      'Product Total $1,234.50',
      'Installation $100.00',
      'Shipping FREE',
      "You'll Save* $265.50 (18%)",
      'Subtotal $1,334.50',
      'Pretax Total $1,334.50',
    ]);
    expect(lines.filter((line) => line.mobileOnly).map((line) => line.label)).toEqual(['Pretax Total']);
    expect(html).not.toContain('Estimated Tax');
    expect(html).not.toContain('>Total<');
  });

  it('lists the installation priced on the page by its charges on desktop, and as one Installation line below it, where the charges are hidden', () => {
    const charges = [
      { specName: 'installation', label: 'Installation', amount: 69, text: '$69.00', negative: false },
      { specName: 'windowRemoval', label: 'Removal', amount: 31, text: '$31.00', negative: false },
    ];
    const html = renderToStaticMarkup(
      <EstimateSummaryPanel design={{ designId: 'd1' }} figures={normal} charges={charges} onViewSummary={() => {}} />,
    );
    expect(html).toContain(
      '<div class="eb-summary__line eb-summary__line--installation eb-summary__belowDesktop"><dt>Installation</dt><dd>$100.00</dd></div>',
    );
    expect(html).toContain('<dt>Removal</dt><dd>$31.00</dd>');
    expect(html.match(/eb-summary__desktop/g)).toHaveLength(2);
  });

  it("shows You'll Save* only when retail exceeds the subtotal", () => {
    const { text } = panel(figures({ productTotal: 100, retail: 100, subtotal: 100, pretaxTotal: 100 }));
    expect(text.some((line) => line.startsWith("You'll Save*"))).toBe(false);
  });

  it('offers View Summary, which opens the summary modal (CSS shows it on tablet and mobile)', () => {
    const { html } = panel(normal);
    expect(html).toMatch(/<button[^>]*class="[^"]*eb-summary__view[^"]*"[^>]*aria-haspopup="dialog"[^>]*>.*View Summary/);
  });

  it('on an auto-release design: no Selected Items, no savings; Subtotal is the product total, then Estimated Tax To Be Calculated and Total', () => {
    const { text } = panel(
      figures({ isAutoRelease: true, selectedItems: 3, productTotal: 1500, retail: 1500, subtotal: 1500, pretaxTotal: 1500, total: 1500 }),
    );
    expect(text).toEqual([
      'Product Total $1,500.00',
      'Shipping FREE',
      'Subtotal $1,500.00',
      'Pretax Total $1,500.00',
      'Estimated Tax To Be Calculated',
      'Total $1,500.00',
    ]);
  });

  it('on an auto-release design: the tax once known, To Be Calculated while it is zero', () => {
    const taxed = panel(figures({ isAutoRelease: true, productTotal: 1500, subtotal: 1500, estimatedTax: 105.75, total: 1605.75 }));
    expect(taxed.text).toContain('Estimated Tax $105.75');
    expect(taxed.text).toContain('Total $1,605.75');
    expect(panel(figures({ isAutoRelease: true, estimatedTax: 0 })).text).toContain('Estimated Tax To Be Calculated');
  });
});
