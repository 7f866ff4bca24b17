import { changeOrderEndpoints } from '@eb/domain/endpoints/commerce';
import type { OrderPriceChanges } from '@eb/domain/price-changes';
import { ask, serverApi } from '../../lib/server-api.ts';

/**
 * What change orders add to an order (`GET /api/orders/{ref}/price-changes`): per auto-release design
 * staged on one, its windows' lines against what the design showed. Keyed by the signed-in user, as
 * the order is: who asks decides whether it may be read.
 */
const orderPriceChangesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    orderPriceChanges: build.query<OrderPriceChanges, { ref: string; userId: string | null }>({
      query: ({ ref }) => ask(changeOrderEndpoints.orderPriceChanges, { params: { ref } }),
    }),
  }),
});

export const { useOrderPriceChangesQuery } = orderPriceChangesApi;
