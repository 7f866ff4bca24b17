import type { Order } from '@eb/domain/commerce';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ChangeOrderPrices } from './change-order-prices.tsx';
import { useOrderPriceChangesQuery } from './order-price-changes-api.ts';

/**
 * What change orders add to the order, per auto-release design tied to it (asked only when it has
 * one). A failure only means no panel: the order's own lines stay the record of what it charges.
 */
export function OrderPriceChanges({ order, userId }: { order: Order; userId: string | null }) {
  const asked = order.designs.length > 0 ? { ref: order.orderNumber, userId } : skipToken;
  const { data } = useOrderPriceChangesQuery(asked, { refetchOnMountOrArgChange: true });
  if (!data || data.designs.length === 0) return null;
  return (
    <>
      {data.designs.map((changes) => (
        <ChangeOrderPrices key={changes.designId} changes={changes} />
      ))}
    </>
  );
}
