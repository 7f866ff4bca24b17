import type { Order } from '@eb/domain/commerce';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { ordersApi } from '../../lib/orders-api.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { Button } from '../../ui/button.tsx';
import { ADD_WINDOWS } from './order-rules.ts';

const designPath = (designId: string) => `${PRODUCT_BASE}/load/${designId}`;

/**
 * What a rep may do with an order: add windows to it through a new auto-release design (opened in
 * the builder, paid through the change-order flow), and open the ones made before.
 */
export function OrderRepPanel({ order }: { order: Order }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const addWindows = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const { designId } = await ordersApi.addDesign(order.orderNumber);
      navigate(designPath(designId));
    } catch (error) {
      dispatch(globalErrorRaised({ message: userMessageOf(error) }));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="eb-card eb-order__panel" aria-labelledby="order-rep">
      <h2 id="order-rep" className="eb-order__panel-title">
        Change This Order
      </h2>
      <p className="eb-order__note">Windows added here are checked, priced and added to this order as a change order.</p>
      <Button block busy={busy} onClick={addWindows}>
        {ADD_WINDOWS}
      </Button>
      {order.designs.length > 0 && (
        <ul className="eb-order__designs" aria-label="Designs tied to this order">
          {order.designs.map((design) => (
            <li key={design.designId}>
              <Link to={designPath(design.designId)}>{design.name}</Link>
              <span className={`eb-order__badge${design.isAutoReleaseCompleted ? ' is-done' : ''}`}>
                {design.isAutoReleaseCompleted ? 'Added to order' : 'Not added yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
