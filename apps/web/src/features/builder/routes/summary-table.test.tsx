import { getSite } from '@eb/domain/sites';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../lib/site-context.ts';
import { LOCKED_ROW_REASON, type SummaryRow } from './summary-rows.ts';
import { SummaryTable } from './summary-table.tsx';

const row = (overrides: Partial<SummaryRow>): SummaryRow => ({
  designId: '5a0c1a4e-8d2b-4f7a-9f55-0c3d2e1b4a69',
  designName: 'Kitchen',
  designType: 'Product Only',
  createdDate: '2026-03-05T15:00:00.000Z',
  orderNumber: null,
  quantity: 3,
  subtotal: 1234.5,
  retail: 1234.5,
  isDesignValid: true,
  hasDiscontinuedProduct: false,
  isMandi: false,
  isLockedOrOrdered: false,
  buyBlock: null,
  ...overrides,
});

function render(rows: SummaryRow[], storeToOnline = false, busyId: string | null = null): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <SiteContext.Provider value={getSite(3)}>
        <SummaryTable
          rows={rows}
          storeToOnline={storeToOnline}
          bannerIds={{ discontinued: 'b-discontinued', edits: 'b-edits' }}
          busyId={busyId}
          onAddToCart={() => {}}
        />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

const headings = (html: string) =>
  [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map(([, inner]) => inner?.replace(/<[^>]+>/g, ''));

describe('the design summary table (doc 001 §2)', () => {
  it('has the columns Design Name, Date Created, Quote ID, Qty, Subtotal and Add To Cart', () => {
    expect(headings(render([row({})]))).toEqual(['Design Name', 'Date Created', 'Quote ID', 'Qty', 'Subtotal', 'Add To Cart']);
  });

  it('adds Design Type when the store-to-online switch is on', () => {
    const html = render([row({ designType: 'Professional Installation' })], true);
    expect(headings(html)).toEqual(['Design Name', 'Design Type', 'Date Created', 'Quote ID', 'Qty', 'Subtotal', 'Add To Cart']);
    expect(html).toContain('<td data-label="Design Type">Professional Installation</td>');
    expect(html).toContain('href="/mywindowtreatments/estimate/5a0c1a4e-8d2b-4f7a-9f55-0c3d2e1b4a69"');
  });

  it('shows the quote id as the order number in upper case, the qty and the subtotal', () => {
    const html = render([row({ orderNumber: 'k7m2p9xq4t' })]);
    expect(html).toContain('K7M2P9XQ4T');
    expect(html).toMatch(/data-label="Qty"[^>]*>3</);
    expect(html).toContain('$1,234.50');
  });

  it('disables Add To Cart for invalid or discontinued designs, described by their banner and a reason on the row', () => {
    const html = render([
      row({ designId: 'a', designName: 'Fine' }),
      row({ designId: 'b', designName: 'Broken', isDesignValid: false }),
      row({ designId: 'c', designName: 'Old', isDesignValid: false, hasDiscontinuedProduct: true }),
    ]);
    const buttons = [...html.matchAll(/<button([^>]*)>.*? for (\w+)<\/span>/g)].map(([, attributes, name]) => ({ name, attributes }));
    expect(buttons.map((button) => button.name)).toEqual(['Fine', 'Broken', 'Old']);
    expect(buttons[0]?.attributes).not.toContain('disabled');
    expect(buttons[1]?.attributes).toContain('disabled');
    expect(buttons[1]?.attributes).toContain('aria-describedby="b-edits"');
    expect(buttons[2]?.attributes).toContain('aria-describedby="b-discontinued"');
    // The banners speak of 'the design below': each row says which it is.
    expect(html).toContain('class="eb-designs-summary__reason">Needs edits before purchase: open it to edit.</p>');
    expect(html).toContain('class="eb-designs-summary__reason">Has a discontinued product: open it to review.</p>');
    expect(html.match(/eb-designs-summary__reason/g)).toHaveLength(2);
  });

  it('disables Add To Cart for an ordered or locked design, described by the reason beside it', () => {
    const html = render([row({ designId: 'a', designName: 'Ordered', orderNumber: 'k7m2p9xq4t', isLockedOrOrdered: true })]);
    const button = html.match(/<button([^>]*)>/)?.[1] ?? '';
    expect(button).toContain('disabled');
    const describedBy = button.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}" class="eb-designs-summary__reason">${LOCKED_ROW_REASON}</p>`);
    expect(LOCKED_ROW_REASON).toBe('This design has been ordered or locked, so it cannot be added to the cart.');
  });

  it('disables Add To Cart for a design buy-design would refuse for another reason, saying it in the words of the refusal', () => {
    const html = render([row({ designId: 'a', designName: 'Empty', quantity: 1, subtotal: 0, retail: 0, buyBlock: 'missing-product' })]);
    const button = html.match(/<button([^>]*)>/)?.[1] ?? '';
    expect(button).toContain('disabled');
    const describedBy = button.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="eb-designs-summary__reason">All windows must have an item selected.</p>`);
  });

  it('shows the design being added as busy', () => {
    const html = render([row({ designId: 'a' })], false, 'a');
    expect(html).toContain('aria-busy="true"');
  });
});
