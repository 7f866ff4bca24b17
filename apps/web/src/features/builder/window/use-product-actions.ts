import type { Container, Item } from '@eb/domain/design';
import { itemAttribute } from '@eb/domain/design';
import { configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { configuratorWindowName } from '@eb/domain/labels';
import { ApiError, call } from '../../../lib/api-client.ts';
import { listingUrl, loadUrl } from '../../../lib/builder-paths.ts';
import { publish } from '../../../lib/event-bus.ts';
import { configuratorPath, writeHandOff, writeWindowCookies } from '../../../lib/hand-off.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { useSite } from '../../../lib/site-context.ts';
import { globalErrorRaised } from '../../../lib/ui-slice.ts';
import { type DesignInfo, useBuilderMode } from '../use-builder.ts';

/**
 * The round trip to the product pages (doc 000 §4): adding and swapping go to the listing, Edit
 * Options to the configurator with a copy of the window's configuration; each leaves the hand-off
 * (storage entry and cookies) the product pages read.
 */
export function useProductActions(design: DesignInfo, room: Pick<Container, 'charLabel' | 'name'>, item: Item) {
  const site = useSite();
  const mode = useBuilderMode();
  const dispatch = useAppDispatch();
  const returnUrl = loadUrl(design);
  const number = (name: string) => {
    const value = Number(itemAttribute(item, name));
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  // The name the configurator shows: room label, window label and room name, at most 10 (doc 000 §9).
  const windowName = configuratorWindowName(room.charLabel, item.charLabel, room.name);
  const handOver = () =>
    writeWindowCookies({
      width: number('width'),
      height: number('height'),
      windowName,
      roomName: room.name,
      roomLabel: room.charLabel,
      windowUid: item.itemId,
      redirectUrl: returnUrl,
    });
  const base = { designId: design.designId, itemId: item.itemId, mode, returnUrl };
  const listing = listingUrl(site.id, mode, design.designId, item);

  return {
    listing,
    /** 'Add {product} to Window' / 'Shop All Products'. */
    shop: () => {
      writeHandOff({ ...base, action: 'add' });
      handOver();
      publish('design.shopProducts', { designId: design.designId, itemId: item.itemId });
    },
    /** Swap: keeps the old sku, then goes to the listing. */
    swap: () => {
      writeHandOff({ ...base, action: 'add', oldSku: item.itemProduct?.skuNumber ?? '' });
      handOver();
      publish('design.swapProducts', { designId: design.designId, itemId: item.itemId, oldSku: item.itemProduct?.skuNumber });
      window.location.assign(listing);
    },
    /** Edit Options: a copy of the configuration is edited, so copied windows never share one. */
    editOptions: async () => {
      const product = item.itemProduct;
      if (!product) return;
      try {
        const copy = await call(configurationEndpoints.copyConfiguration, {
          params: { guid: product.configurationGuid },
          query: { newWindowName: windowName },
          designBuilder: true,
        });
        writeHandOff({ ...base, action: 'edit', configurationGuid: copy.configurationGuid });
        handOver();
        const variant = mode === 'mandi' ? 'mandi-edit' : product.isStockProduct ? 'stock' : 'custom';
        const extra = mode === 'mandi' ? `&designId=${design.designId}&itemId=${item.itemId}` : '';
        window.location.assign(`${configuratorPath(site.id, site.product, variant)}?configurationGuid=${copy.configurationGuid}${extra}`);
      } catch (error) {
        dispatch(globalErrorRaised({ message: error instanceof ApiError ? error.message : null }));
      }
    },
  };
}
