import { comparePrintPath } from '@eb/domain/compare-designs';
import { describe, expect, it } from 'vitest';
import { BuilderPageHeader } from '../builder-page-header.tsx';
import { namedDesign, renderWithDesigns, textOf } from './compare.test-support.tsx';
import { CompareRoute } from './compare-route.tsx';

const budget = namedDesign('Budget', {
  'Living Room': [
    ['Bay', { productName: 'Basic Shade', price: 50, retail: 60 }],
    ['Door', null],
  ],
});
const premium = namedDesign('Premium', {
  'living room': [['Bay', { productName: 'Fine Shade', price: 90, retail: 120 }]],
  Office: [['Desk', { productName: 'Basic Shade', price: 40, retail: 50 }]],
});
const third = namedDesign('Third', { Den: [['W1', null]] });

/** The opening tags of every element matching `pattern`. */
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map(([tag]) => tag);

describe('the compare page', () => {
  it('with fewer than two designs open, says so and leads back to the builder', () => {
    const html = renderWithDesigns(<CompareRoute />, [budget]);
    expect(html).toContain('<h1>Compare designs</h1>');
    expect(textOf(html)).toContain('To compare designs, open at least two of them in the builder.');
    expect(html).toMatch(/<a [^>]*href="\/estimatebuilder"[^>]*>Open another design to compare<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/estimatebuilder"[^>]*>Back to My Designs<\/a>/);
    expect(html).not.toContain('<table');
    expect(html).not.toContain('type="checkbox"');
  });

  it('lists the open designs with a labelled checkbox each, the first two ticked', () => {
    const html = renderWithDesigns(<CompareRoute />, [budget, premium, third]);
    expect(html).toContain('<legend>Designs to compare (up to 4)</legend>');
    const boxes = tags(html, /<input[^>]*type="checkbox"[^>]*>/g);
    expect(boxes).toHaveLength(3);
    expect(boxes.map((box) => box.includes('checked=""'))).toEqual([true, true, false]);
    for (const [index, name] of ['Budget', 'Premium', 'Third'].entries()) {
      const id = /id="([^"]+)"/.exec(boxes[index] ?? '')?.[1];
      expect(html).toContain(`<label for="${id}">${name}</label>`);
    }
  });

  it('shows a table with a column per design, rooms aligned by name, each window with product and price, and Lowest in words', () => {
    const html = renderWithDesigns(<CompareRoute />, [budget, premium, third]);
    const heads = tags(html, /<th scope="col">[^<]*<\/th>/g).map((tag) => textOf(tag));
    expect(heads).toEqual(['Room and window', 'Budget', 'Premium']);
    expect(tags(html, /<th scope="colgroup"[^>]*>[^<]*<\/th>/g).map((tag) => textOf(tag))).toEqual(['Living Room', 'Office', 'Totals']);
    const table = textOf(html.slice(html.indexOf('<table'), html.indexOf('</table>')));
    expect(table).toContain('Living Room, Bay Basic Shade $50.00 Lowest Fine Shade $90.00');
    expect(table).toContain('Living Room, Door No product selected Not in this design');
    expect(table).toContain('Office, Desk Not in this design Basic Shade $40.00');
    expect(table).toContain('Subtotal $50.00 Lowest $130.00');
    expect(table).toContain('Selected Items 1 2');
    expect(table).not.toContain('Third');
  });

  it('on a phone, one card per design with its name as a heading and n of N', () => {
    const html = renderWithDesigns(<CompareRoute />, [budget, premium]);
    const cards = html.slice(html.lastIndexOf('<section', html.indexOf('eb-compare__cards')));
    expect(cards).toMatch(/<section[^>]*aria-label="Designs, one per swipe"/);
    expect(textOf(cards)).toMatch(
      /Budget 1 of 2 Living Room Bay Basic Shade \$50\.00 Lowest Door No product selected Office Desk Not in this design/,
    );
    expect(textOf(cards)).toContain('Premium 2 of 2');
    expect(tags(cards, /<h2[^>]*>[^<]*<\/h2>/g).map((tag) => textOf(tag))).toEqual(['Budget', 'Premium']);
    expect(textOf(cards)).toContain('Next design');
    expect(textOf(cards)).toContain('Previous design');
  });

  it('prints the compared designs as one PDF, and leads back to My Designs of the mode', () => {
    const html = renderWithDesigns(<CompareRoute />, [budget, premium, third], 'mandi');
    const print = comparePrintPath([budget.design.designId, premium.design.designId]);
    expect(html).toContain(`href="${print}" target="_blank" rel="noopener">Print comparison</a>`);
    expect(html).toMatch(/<a [^>]*href="\/estimatebuilder\/mandi"[^>]*>Back to My Designs<\/a>/);
  });
});

describe("the builder's Compare designs link", () => {
  const header = (mode: 'product' | 'mandi' = 'product') => <BuilderPageHeader mode={mode} onNewDesign={() => {}} />;

  it('shows only when two or more designs are open', () => {
    expect(renderWithDesigns(header(), [budget])).not.toContain('Compare designs');
    expect(renderWithDesigns(header(), [budget, premium])).toMatch(/<a [^>]*href="\/estimatebuilder\/compare"[^>]*>Compare designs<\/a>/);
  });

  it('goes to the compare page of the mode', () => {
    expect(renderWithDesigns(header('mandi'), [budget, premium])).toContain('href="/estimatebuilder/mandi/compare"');
  });
});
