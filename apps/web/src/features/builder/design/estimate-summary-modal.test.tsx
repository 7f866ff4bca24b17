import { getSite } from '@eb/domain/sites';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DesignView } from '../../../lib/design-view.ts';
import { SiteContext } from '../../../lib/site-context.ts';
import { type BuilderPlugins, BuilderPluginsContext } from '../builder-plugins.ts';
import { figures, summaryGraph } from './estimate-summary.test-support.ts';
import { localFigures } from './estimate-summary-figures.ts';
import { EstimateSummaryModal } from './estimate-summary-modal.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
    .trim();

function viewOf(built: ReturnType<typeof summaryGraph>): DesignView {
  return {
    design: built.design,
    items: built.items,
    rooms: built.containers.map((container) => ({
      container,
      items: built.items.filter((item) => item.containerId === container.containerId),
    })),
  };
}

type Draw = { render: (start: () => void) => ReactNode };
/** The composition root's slot, offering the install flow or not (the app decides by the design). */
const offering = { OrderInstallation: ({ render: draw }: Draw) => draw(() => {}) } as unknown as BuilderPlugins;
const notOffering = { OrderInstallation: () => null } as unknown as BuilderPlugins;

/** The modal, open. */
function render(view: DesignView, shown = localFigures(view.design, view.items), offered = true): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={getSite(3)}>
      <BuilderPluginsContext.Provider value={offered ? offering : notOffering}>
        <EstimateSummaryModal open onClose={() => {}} view={view} figures={shown} locked={false} />
      </BuilderPluginsContext.Provider>
    </SiteContext.Provider>,
  );
}

describe('the estimate summary modal (doc 001 §2)', () => {
  const built = summaryGraph(
    {
      Kitchen: [
        ['Window 1', { productName: 'Larkspur Cellular Shade', price: 120, retail: 150 }],
        ['Window 2', null],
      ],
      Den: [['Window 3', { productName: 'Oak Faux Wood Blind', price: 80, retail: 80 }]],
      Attic: [['Window 4', null]],
    },
    { quantities: { 'Window 1': 2 } },
  );

  it('is a 450 px dialog named by the estimate and summary header', () => {
    const html = render(viewOf(built));
    expect(html).toMatch(/<dialog[^>]*class="eb-modal eb-modal--w450 eb-estimate-summary"/);
    expect(html).toContain('>Kitchen Summary</h2>');
  });

  it("lists the product lines per room (rooms without a product left out), then Shipping FREE, You'll Save* and Pretax Total", () => {
    const shown = text(render(viewOf(built)));
    expect(shown).toContain('Kitchen Window 1 (×2) Larkspur Cellular Shade $240.00 Den Window 3 Oak Faux Wood Blind $80.00');
    expect(shown).not.toContain('Attic');
    expect(shown).toContain("Shipping FREE You'll Save* $60.00 (16%) Pretax Total $320.00");
  });

  it('shows the promo code with its valid-through date', () => {
    const shown = figures({ promoCode: 'FREEMEASURE', promoEndDate: '2027-01-31T04:59:59.000Z' });
    expect(text(render(viewOf(built), shown))).toContain('Use promo code FREEMEASURE. Valid through 1/31/2027.');
    expect(text(render(viewOf(built), figures({ promoCode: 'FREEMEASURE' })))).toContain('Use promo code FREEMEASURE.');
    expect(text(render(viewOf(built), figures()))).not.toContain('promo code');
  });

  it("offers 'Order Installation*' ('Order Install*' on mobile) with its note when the install flow is offered", () => {
    const html = render(viewOf(built));
    expect(html).toContain(
      '<span class="eb-summary__wide">Order Installation*</span><span class="eb-summary__narrow">Order Install*</span>',
    );
    expect(text(html)).toContain('*Professional installation requires professional measure.');
    const without = render(viewOf(built), undefined, false);
    expect(without).not.toContain('Order Installation*');
    expect(without).not.toContain('Professional installation requires');
  });

  it('adds the priced installation so the lines add up to the pretax total', () => {
    const shown = figures({ productTotal: 320, installationTotal: 69, subtotal: 389, pretaxTotal: 389 });
    expect(text(render(viewOf(built), shown))).toContain('Installation $69.00 Shipping FREE Pretax Total $389.00');
  });

  it('shows only retail on an auto-release design', () => {
    const release = summaryGraph(
      { Kitchen: [['Window 1', { productName: 'Larkspur Cellular Shade', price: 120, retail: 150 }]] },
      { attributes: { isAutoReleaseDesign: 'true' } },
    );
    const shown = text(render(viewOf(release)));
    expect(shown).toContain('Larkspur Cellular Shade $150.00');
    expect(shown).not.toContain("You'll Save*");
    expect(shown).toContain('Pretax Total $150.00');
  });
});
