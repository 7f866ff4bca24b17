import { BUY_BLOCK_MESSAGES } from '@eb/domain/commerce';
import { designBuyBlock, windowsBlockingBuy } from '@eb/domain/commerce-rules';
import { isAutoReleaseDesign } from '@eb/domain/design';
import type { PricingResult } from '@eb/domain/installation';
import { isInternal } from '@eb/domain/permissions';
import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { addDesignToCart } from '../../lib/cart.ts';
import type { DesignView } from '../../lib/design-view.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { installationPriced } from '../../lib/install-slice.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { Button } from '../../ui/button.tsx';
import { useOfferCheckout } from './checkout-request.ts';
import {
  CHECKOUT_NEXT,
  CHECKOUT_REASONS,
  checkoutBlock,
  checkoutFlow,
  installWindows,
  sharedWithReason,
  windowPlaces,
} from './checkout-rules.ts';
import { InstallationOnlyModal } from './installation-only-modal.tsx';
import { InstallationSummaryModal, REOPEN_PARAM, REOPEN_SUMMARY } from './installation-summary-modal.tsx';
import './installation.css';

/** What the installation prices were computed for: they show only while the windows are the same. */
const installSignature = (view: DesignView) =>
  JSON.stringify(
    installWindows(view.items).map((item) => [item.itemId, item.quantity, item.subtotal, item.itemProduct?.configurationGuid]),
  );

/**
 * The summary panel's Checkout and, for internal users, Installation Only (doc 001 §2, §4, §5), with
 * the Installation Summary's priced installation handed to the panel, which lists its charges.
 *
 * Checkout with only product-only windows runs the product-only cart flow at once (buy-design, the
 * site's cart strategy, then the cart page); a window without a product blocks it (§5).
 */
export function CheckoutActions({
  view,
  locked,
  mandiPricing = null,
}: {
  view: DesignView;
  locked: boolean;
  /** A professional-measure design's installation as its own summary prices it. */
  mandiPricing?: PricingResult | null;
}) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const site = useSite();
  const me = useAppSelector(selectMe);
  const [carting, setCarting] = useState(false);
  const reasonId = useId();
  const [dialog, setDialog] = useState<'summary' | 'install-only' | null>(null);
  const [priced, setPriced] = useState<{ signature: string; result: PricingResult } | null>(null);
  const signature = installSignature(view);
  const onPriced = useCallback((result: PricingResult) => setPriced({ signature, result }), [signature]);
  const close = useCallback(() => setDialog(null), []);
  // Back from signing in on the Installation Summary's way (its address says so): it opens again, once.
  const [search, setSearch] = useSearchParams();
  const reopen = search.get(REOPEN_PARAM) === REOPEN_SUMMARY;
  useEffect(() => {
    if (!reopen) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REOPEN_PARAM);
        return next;
      },
      { replace: true },
    );
    if (checkoutFlow(view.items) !== 'product-only') setDialog('summary');
  }, [reopen, setSearch, view.items]);

  const { design } = view;
  const autoRelease = isAutoReleaseDesign(design);
  // The Installation Summary's prices (with removal and haul away as answered) over the measure design's own.
  const current = autoRelease ? null : priced?.signature === signature ? priced.result : mandiPricing;
  // The panel lists the charges and adds them to its one Subtotal (doc 001 §2).
  useEffect(() => {
    dispatch(installationPriced({ designId: design.designId, result: current }));
  }, [dispatch, design.designId, current]);
  useEffect(() => () => void dispatch(installationPriced({ designId: design.designId, result: null })), [dispatch, design.designId]);
  const flow = checkoutFlow(view.items);
  const internal = me ? isInternal(me) : false;
  const block = checkoutBlock(view.items, locked, isAutoReleaseDesign(view.design), view.design.isLockedOrOrdered);
  // Then the rule the server refuses a purchase by (doc 001 §5 Buy Now, §8): a window without a
  // product (the cart takes the whole design), a discontinued product for shoppers, one to be reviewed.
  const buyBlock = block === null ? designBuyBlock(view, internal) : null;
  const blockText =
    block === 'not-yours' && design.sharedEmail ? sharedWithReason(design.sharedEmail) : block ? CHECKOUT_REASONS[block] : null;
  const reason = blockText ?? (buyBlock ? BUY_BLOCK_MESSAGES[buyBlock] : null);
  // The windows behind a buy block, named before the click (a long design hides them otherwise).
  const blockedPlaces = buyBlock ? windowPlaces(view, windowsBlockingBuy(view.items, buyBlock, internal)) : '';

  const buy = async () => {
    setCarting(true);
    try {
      const { cartUrl } = await addDesignToCart(design.designId, { site });
      navigate(cartUrl);
    } catch (error) {
      setCarting(false);
      dispatch(globalErrorRaised({ message: userMessageOf(error) }));
    }
  };

  const checkout = () => {
    if (flow === 'product-only') void buy();
    else setDialog('summary');
  };
  // 'Continue to Checkout' in the Pro Measure & Install modal is this Checkout, off for the same reason.
  const proReason = block && block !== 'none' ? blockText : null;
  useOfferCheckout(design.designId, checkout, reason, proReason);

  return (
    <div className="eb-checkout">
      <Button block disabled={reason !== null} busy={carting} aria-describedby={reasonId} onClick={checkout}>
        Checkout
      </Button>
      {internal && !autoRelease && (
        <Button variant="secondary" block disabled={locked} onClick={() => setDialog('install-only')}>
          Installation Only
        </Button>
      )}
      {reason ? (
        <div id={reasonId} className="eb-checkout__reason">
          <p>{reason}</p>
          {blockedPlaces && <p className="eb-checkout__windows">{blockedPlaces}</p>}
        </div>
      ) : (
        <p id={reasonId} className="eb-checkout__next">
          {CHECKOUT_NEXT[flow]}
        </p>
      )}
      {dialog === 'summary' && <InstallationSummaryModal view={view} onClose={close} onPriced={onPriced} />}
      {dialog === 'install-only' && <InstallationOnlyModal view={view} onClose={close} />}
    </div>
  );
}
