import { isAutoReleaseDesign } from '@eb/domain/design';
import type { PricingResult } from '@eb/domain/installation';
import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import type { DesignView } from '../../lib/design-view.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { Button } from '../../ui/button.tsx';
import { CheckoutInstallationLines } from './checkout-installation-lines.tsx';
import { CHECKOUT_REASONS, checkoutBlock, checkoutFlow, installWindows } from './checkout-rules.ts';
import { InstallationOnlyModal } from './installation-only-modal.tsx';
import { InstallationSummaryModal } from './installation-summary-modal.tsx';
import './installation.css';

/** What the installation prices were computed for: they show only while the windows are the same. */
const installSignature = (view: DesignView) =>
  JSON.stringify(
    installWindows(view.items).map((item) => [item.itemId, item.quantity, item.subtotal, item.itemProduct?.configurationGuid]),
  );

/**
 * The summary panel's Checkout and, for internal users, Installation Only (doc 001 §2, §4, §5), with
 * the installation charge lines once the Installation Summary has priced them.
 *
 * Checkout with only product-only windows goes to the design summary page: the hand-off point the
 * cart (the next issue) replaces with the product-only cart flow.
 */
export function CheckoutActions({ view, locked }: { view: DesignView; locked: boolean }) {
  const navigate = useNavigate();
  const me = useAppSelector(selectMe);
  const reasonId = useId();
  const [dialog, setDialog] = useState<'summary' | 'install-only' | null>(null);
  const [priced, setPriced] = useState<{ signature: string; result: PricingResult } | null>(null);
  const signature = installSignature(view);
  const onPriced = useCallback((result: PricingResult) => setPriced({ signature, result }), [signature]);
  const close = useCallback(() => setDialog(null), []);

  const { design } = view;
  const block = checkoutBlock(view.items, locked);
  const internal = me?.role === 'rep';
  const autoRelease = isAutoReleaseDesign(design);

  const checkout = () => {
    if (checkoutFlow(view.items) === 'product-only') navigate(`${PRODUCT_BASE}/summary/${design.designId}`);
    else setDialog('summary');
  };

  return (
    <div className="eb-checkout">
      {!autoRelease && priced?.signature === signature && (
        <CheckoutInstallationLines productSubtotal={design.subtotal} result={priced.result} />
      )}
      <Button block disabled={block !== null} aria-describedby={block ? reasonId : undefined} onClick={checkout}>
        Checkout
      </Button>
      {internal && !autoRelease && (
        <Button variant="secondary" block disabled={locked} onClick={() => setDialog('install-only')}>
          Installation Only
        </Button>
      )}
      {block && (
        <p id={reasonId} className="eb-checkout__reason">
          {CHECKOUT_REASONS[block]}
        </p>
      )}
      {dialog === 'summary' && <InstallationSummaryModal view={view} onClose={close} onPriced={onPriced} />}
      {dialog === 'install-only' && <InstallationOnlyModal view={view} onClose={close} />}
    </div>
  );
}
