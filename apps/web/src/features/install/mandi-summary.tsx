import { isMandiDesign } from '@eb/domain/design';
import type { PricingExtras } from '@eb/domain/installation';
import { promoText } from '@eb/domain/promotions';
import { useMemo } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { installWindows } from './checkout-rules.ts';
import { installContext } from './installation-api.ts';
import { InstallationDesignSummary, summaryProducts } from './installation-design-summary.tsx';
import { type PricingState, useInstallationPricing } from './installation-pricing.ts';

/** The panel prices installation alone; removal and haul away are chosen in the Installation Summary. */
const NO_EXTRAS: PricingExtras = { windowRemoval: false, windowHaul: false, windowRemoveCount: 0, windowHaulCount: 0 };

/**
 * The installation of a professional-measure design's windows, priced by the installation service as
 * they change (idle on other designs). The panel's one Subtotal adds it too (see CheckoutActions).
 */
export function useMandiPricing(view: DesignView): PricingState {
  const site = useSite();
  const me = useAppSelector(selectMe);
  const context = useMemo(() => installContext(site, me), [site, me]);
  const { design, items } = view;
  const install = installWindows(items);
  const leafKey = install.map((item) => `${item.itemId}:${item.quantity}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: leafKey stands for the windows and their quantities.
  const leafItems = useMemo(() => install.map((item) => ({ itemId: item.itemId, quantity: item.quantity })), [leafKey]);
  return useInstallationPricing(isMandiDesign(design) ? context : null, design.designId, leafItems, NO_EXTRAS);
}

/**
 * The summary panel of a professional-measure design (doc 001 §2 "A design flagged as a
 * professional-measure job shows a different summary panel"): the design summary panel — products,
 * 'Service Cost Breakdown:' with the installation of its windows (the measure credited) and 'Total
 * Cost' — priced by the installation service as the windows change.
 */
export function MandiSummary({ view, pricing }: { view: DesignView; pricing: PricingState }) {
  const { design } = view;
  const site = useSite();
  if (!isMandiDesign(design)) return null;
  const products = summaryProducts(view);
  return (
    <div className="eb-mandi-summary">
      <InstallationDesignSummary
        designName={design.name}
        heading="Measure & Install Summary"
        products={products}
        pricing={pricing}
        promo={promoText(design.promoCode, design.promoEndDate, 'proPromo', site.shipDateStyle)}
      />
    </div>
  );
}
