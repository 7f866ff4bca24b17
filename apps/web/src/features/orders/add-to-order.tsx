import { ARE_YOU_SURE, PAY_FAILED, SUMMARY_LABELS } from '@eb/domain/commerce';
import { quoteId } from '@eb/domain/commerce-rules';
import { priceDesign } from '@eb/domain/design-pricing';
import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import { can, designFactsOf } from '@eb/domain/permissions';
import { INVALID_CONFIGURATION_BODY, RETURN_TO_PAGE } from '@eb/domain/validity';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DesignView } from '../../lib/design-view.ts';
import { focusWhenShown } from '../../lib/focus.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { useSite } from '../../lib/site-context.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import {
  ADD_TO_ORDER_REASONS,
  addToOrder,
  addToOrderReason,
  type OrderWindow,
  orderNumberOf,
  orderWindows,
  WINDOWS_TO_CHECK_TITLE,
} from './auto-release.ts';
import { autoReleaseApi } from './auto-release-api.ts';
import './orders.css';

/**
 * The summary panel's Add to Order on an auto-release design (doc 001 §2, §5, §6): internal users
 * only, by the permission table the server's change order is decided by. Nothing shows for anyone
 * else or on other designs.
 */
export function AddToOrder({ view, locked }: { view: DesignView; locked: boolean }) {
  const viewer = useViewer();
  if (!can({ ...viewer, isOwner: false }, 'design.addToOrder', { design: designFactsOf(view.design) })) return null;
  return <AddToOrderButton view={view} locked={locked} />;
}

type Dialog = null | { step: 'confirm' } | { step: 'check'; windows: OrderWindow[] };

function AddToOrderButton({ view, locked }: { view: DesignView; locked: boolean }) {
  const site = useSite();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reasonId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const returnRef = useRef<HTMLButtonElement>(null);

  const { design } = view;
  const reason = addToOrderReason(design, view.items, locked);
  const orderNumber = orderNumberOf(design);
  const windows = orderWindows(view.items);
  // What the change order charges: the design's Product Total, at retail (doc 001 §2, §9), as the panel shows it.
  const charged = toDollars(priceDesign({ items: view.items, isAutoRelease: true }).productCents);

  // The same dialog turns into the windows to check: focus goes to its button.
  useEffect(() => {
    if (dialog?.step === 'check') returnRef.current?.focus();
  }, [dialog]);

  const close = () => {
    if (!busyRef.current) setDialog(null);
  };
  // Return To Page: back at the first window to check (the page shows what changed on it, and Add to
  // Order stays off until it is fixed).
  const returnToPage = () => {
    const first = dialog?.step === 'check' ? dialog.windows[0]?.itemId : undefined;
    close();
    if (first) focusWhenShown(`window-${first}`);
  };

  const confirm = async () => {
    if (busyRef.current || !orderNumber) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const outcome = await addToOrder(autoReleaseApi, { designId: design.designId, orderNumber, siteId: site.id, windows });
      if (outcome.kind === 'added') {
        navigate(outcome.redirect);
        return;
      }
      setDialog({ step: 'check', windows: outcome.windows });
    } catch (error) {
      console.warn('Adding the design to its order failed', error);
      setDialog(null);
      dispatch(globalErrorRaised({ message: PAY_FAILED }));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const count = windows.length;
  return (
    <div className="eb-add-order">
      <Button
        variant="secondary"
        block
        busy={busy}
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => setDialog({ step: 'confirm' })}
      >
        {SUMMARY_LABELS.addToOrder}
      </Button>
      {reason && (
        <p id={reasonId} className="eb-add-order__reason">
          {ADD_TO_ORDER_REASONS[reason]}
        </p>
      )}
      <Modal
        open={dialog !== null}
        title={dialog?.step === 'check' ? WINDOWS_TO_CHECK_TITLE : ARE_YOU_SURE}
        width={450}
        onClose={close}
        showClose={!busy}
        footer={
          dialog?.step === 'check' ? (
            <Button key="return" ref={returnRef} onClick={returnToPage}>
              {RETURN_TO_PAGE}
            </Button>
          ) : (
            <>
              <Button key="cancel" variant="secondary" disabled={busy} onClick={close}>
                Cancel
              </Button>
              <Button key="confirm" busy={busy} onClick={confirm}>
                Yes, Add to Order
              </Button>
            </>
          )
        }
      >
        {dialog?.step === 'check' ? (
          <>
            <p>{INVALID_CONFIGURATION_BODY}</p>
            <ul className="eb-add-order__windows">
              {dialog.windows.map((window) => (
                <li key={window.configurationGuid + (window.itemId ?? '')}>{window.label}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            {count === 1 ? 'The selected window' : `The ${count} selected windows`} will be checked, priced and added to order{' '}
            <strong>{quoteId(orderNumber)}</strong> as a change order, at <strong>{formatMoney(charged)}</strong> before tax (the retail
            price, as the summary shows). This cannot be undone here.
          </p>
        )}
      </Modal>
    </div>
  );
}
