import type { PricingResult } from '@eb/domain/installation';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InstallationDesignSummary, summaryProducts } from './installation-design-summary.tsx';

const charge = (
  specName: string,
  specType: PricingResult['charges'][number]['specType'],
  displayName: string,
  value: number,
  retail: number,
) => ({
  specName,
  specType,
  displayName,
  value,
  cost: 0,
  retail,
});
const result = {
  retail: 170,
  cost: 0,
  tax: 0,
  totalInstallationCost: 170,
  charges: [
    charge('installation', 'installation', 'Installation', 2, 150),
    charge('windowRemoval', 'removal', 'Removal', 2, 30),
    charge('oversize', 'surcharge', 'Oversize', 2, 40),
    charge('measurecredit', 'credit', 'Measure Credit', 1, -50),
  ],
  windows: [],
  summary: { measureCredit: -50, installationCost: 150, surcharges: 40, additionalInstallationCost: 30, totalInstallationCost: 170 },
} satisfies PricingResult;

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('InstallationDesignSummary', () => {
  it('shows the products, each pricing line (surcharges as unit × quantity, credits red with a minus) and the total', () => {
    const html = renderToStaticMarkup(
      <InstallationDesignSummary
        designName="Kitchen"
        products={[
          { itemId: 'a', name: 'Window 1: Roller', subtotal: 100.5 },
          { itemId: 'b', name: 'Window 2: Roller', subtotal: 99.5 },
        ]}
        pricing={{ status: 'ready', result }}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('Kitchen Summary');
    expect(shown).toContain('Window 1: Roller $100.50');
    expect(shown).toContain('Service Cost Breakdown:');
    expect(shown).toContain('Installation $150.00');
    expect(shown).toContain('Removal $30.00');
    expect(shown).toContain('Oversize $20.00 × 2');
    expect(shown).toContain('Measure Credit -$50.00');
    expect(html).toMatch(/<span class="eb-install__negative">-\$50\.00<\/span>/);
    expect(shown).toContain('Total Cost $370.00');
  });

  it('lists no products in install-only, and says why prices are missing', () => {
    const failed = renderToStaticMarkup(
      <InstallationDesignSummary
        designName="Den"
        products={null}
        pricing={{ status: 'failed', result: null, message: 'No size.', signIn: false }}
      />,
    );
    expect(failed).not.toContain('Products');
    expect(text(failed)).toContain('No size.');
    expect(text(failed)).not.toContain('Total Cost');
    expect(failed).not.toContain('Sign in');
  });

  it('says there are no products yet rather than heading an empty list', () => {
    const html = renderToStaticMarkup(
      <InstallationDesignSummary designName="Den" products={[]} pricing={{ status: 'idle', result: null }} />,
    );
    expect(text(html)).toContain('Products No products yet: put one on a window to see it here.');
    expect(html).not.toContain('aria-label="Products"');
  });

  it('offers Sign in beside the sentence when the installation service answered 401', () => {
    const html = renderToStaticMarkup(
      <InstallationDesignSummary
        designName="Den"
        products={null}
        pricing={{ status: 'failed', result: null, message: 'Please sign in.', signIn: true }}
      />,
    );
    expect(html).toMatch(/Please sign in\. <button[^>]*><span[^>]*>Sign in<\/span><\/button>/);
  });
  it("shows the design's promo line when it has one, and nothing in its place otherwise", () => {
    const pricing = { status: 'idle' as const, result: null };
    const withPromo = renderToStaticMarkup(
      <InstallationDesignSummary
        designName="Den"
        products={[]}
        pricing={pricing}
        promo="Use promo code FREEMEASURE. Valid through 1/31/2027."
      />,
    );
    expect(withPromo).toContain('Use promo code FREEMEASURE. Valid through 1/31/2027.');
    expect(renderToStaticMarkup(<InstallationDesignSummary designName="Den" products={[]} pricing={pricing} />)).not.toContain('promo');
  });

  it('lists each selected window by room and name, room by room: two rooms may each have a Window 1', () => {
    const windowOf = (itemId: string, label: string, productName: string, subtotal: number, option = 'product-and-install') =>
      ({
        itemId,
        label,
        itemType: 1,
        quantity: 1,
        isDeleted: false,
        subtotal,
        attributes: [{ name: 'purchaseOption', value: option }],
        itemProduct: { productName },
      }) as never;
    const view = {
      rooms: [
        {
          container: { name: 'Kitchen' } as never,
          items: [windowOf('k1', 'Window 1', 'Roller', 120), windowOf('k2', 'Window 2', 'Cellular', 80, 'do-not-include')],
        },
        { container: { name: 'Den' } as never, items: [windowOf('d1', 'Window 1', 'Cellular', 95.5)] },
      ],
    };
    expect(summaryProducts(view)).toEqual([
      { itemId: 'k1', name: 'Kitchen · Window 1: Roller', subtotal: 120 },
      { itemId: 'd1', name: 'Den · Window 1: Cellular', subtotal: 95.5 },
    ]);
  });
});
