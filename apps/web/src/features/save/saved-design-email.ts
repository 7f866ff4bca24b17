import type { DesignGraph } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import type { SavedDesignEmail } from '@eb/domain/sharing';

/**
 * The saved-design mail's body (doc 001 §7): the design's first product in room order — its name,
 * brand and picture — and the design's total.
 */
export function savedDesignEmail(graph: DesignGraph, to: string, origin: string): SavedDesignEmail {
  const items = new Map(graph.items.map((item) => [item.itemId, item]));
  const rooms = new Map(graph.containers.map((container) => [container.containerId, container]));
  const first = graph.design.containers
    .flatMap((containerId) => rooms.get(containerId)?.items ?? [])
    .map((itemId) => items.get(itemId)?.itemProduct)
    .find((product) => product);
  return {
    To: to,
    DesignId: graph.design.designId,
    AdditionalParameters: {
      OrderTotal: formatMoney(graph.design.subtotal),
      Brand: first?.brand ?? '',
      ProductImageUrl: first?.mainImageUrl ? new URL(first.mainImageUrl, origin).toString() : '',
      ProductName: first?.productName ?? '',
    },
  };
}
