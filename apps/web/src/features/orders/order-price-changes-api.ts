import { type OrderPriceChanges, orderPriceChangesSchema } from '@eb/domain/price-changes';
import { orderPath } from '../../lib/orders-api.ts';
import { serverApi } from '../../lib/server-api.ts';

/**
 * What change orders add to an order (`GET /api/orders/{ref}/price-changes`): per auto-release design
 * staged on one, its windows' lines against what the design showed. Keyed by the signed-in user, as
 * the order is: who asks decides whether it may be read.
 */
const orderPriceChangesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    orderPriceChanges: build.query<OrderPriceChanges, { ref: string; userId: string | null }>({
      query: ({ ref }) => ({ path: `${orderPath(ref)}/price-changes`, answer: orderPriceChangesSchema }),
    }),
  }),
});

export const { useOrderPriceChangesQuery } = orderPriceChangesApi;
