import type { CartLine } from '@eb/domain/commerce';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { focusElement } from '../../lib/focus.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { toastRequested } from '../../lib/ui-slice.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CartDesignTable } from './cart-design-table.tsx';
import { focusAfterRemoval, groupCartLines, lineLabel, shownOrder } from './cart-groups.ts';
import { CartRemoveModal } from './cart-remove-modal.tsx';
import { CartSummary } from './cart-summary.tsx';
import { useCart } from './use-cart.ts';
import './cart.css';

export const EMPTY_CART_TEXT = 'Your cart is empty.';

const itemsText = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * The cart (/Ordering/Cart on site 3, /cart on site 11): the caller's lines by design and by room,
 * each with its product, options, size, price, quantity and total, the installation lines with their
 * job, the totals, and 'Proceed to checkout'. Empty: a way back to the estimate builder.
 */
export function CartPage() {
  usePageTitle('Cart');
  const dispatch = useAppDispatch();
  const { state, wanted, retry, setQuantity, remove } = useCart();
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ lineId: string | null } | null>(null);

  const cart = state.status === 'ready' ? state.cart : null;
  const groups = useMemo(() => groupCartLines(cart?.lines ?? []), [cart]);

  // After a removal focus goes to the next line's Remove button, else to the heading.
  useEffect(() => {
    if (!focusTarget) return;
    const next = focusTarget.lineId ? document.querySelector<HTMLElement>(`[data-cart-remove="${CSS.escape(focusTarget.lineId)}"]`) : null;
    const target = next ?? heading.current;
    if (target) focusElement(target);
    setFocusTarget(null);
  }, [focusTarget]);

  const confirmRemove = async (line: CartLine) => {
    const next = focusAfterRemoval(shownOrder(groups), line.lineId);
    const removed = await remove(line.lineId);
    setRemoving(null);
    if (!removed) return;
    setFocusTarget({ lineId: next });
    dispatch(toastRequested({ message: `${lineLabel(line)} was removed from your cart.` }));
  };

  const updating = Object.keys(wanted).length > 0;

  return (
    <div className="eb-container eb-page eb-cart">
      <div className="eb-page__header">
        <h1 ref={heading} tabIndex={-1}>
          Cart
          {cart && cart.lines.length > 0 && <span className="eb-cart__count"> ({itemsText(cart.itemCount)})</span>}
        </h1>
      </div>

      {state.status === 'loading' ? (
        <div className="eb-page-loading">
          <Spinner size="lg" label="Loading your cart" />
        </div>
      ) : state.status === 'failed' ? (
        <div className="eb-card eb-empty-state" role="alert">
          <p>{state.message ?? 'We could not load your cart.'}</p>
          <Button variant="secondary" onClick={retry}>
            Try Again
          </Button>
        </div>
      ) : cart === null || cart.lines.length === 0 ? (
        <div className="eb-card eb-empty-state eb-cart__empty">
          <p className="eb-empty-state__title">{EMPTY_CART_TEXT}</p>
          <p className="eb-muted">Designs you add to the cart from the estimate builder show here.</p>
          <Link className="eb-button eb-button--primary" to={PRODUCT_BASE}>
            Back to My Designs
          </Link>
        </div>
      ) : (
        <div className="eb-cart__layout">
          <div className="eb-cart__lines">
            {groups.map((group) => (
              <CartDesignTable key={group.key} group={group} wanted={wanted} onQuantity={setQuantity} onRemove={setRemoving} />
            ))}
            <Link className="eb-cart__continue" to={PRODUCT_BASE}>
              Continue with your designs
            </Link>
          </div>
          <CartSummary totals={cart.totals} hasInstallation={cart.lines.some((line) => line.kind === 'installation')} busy={updating} />
        </div>
      )}

      <CartRemoveModal line={removing} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </div>
  );
}
