import { configurationSchema, listingSchema, productDetailSchema } from '@eb/domain/catalog';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

export type ListingParams = Partial<
  Record<
    | 'q'
    | 'category'
    | 'brand'
    | 'width'
    | 'height'
    | 'priceWidth'
    | 'priceHeight'
    | 'minPrice'
    | 'maxPrice'
    | 'windowCategory'
    | 'installEligible'
    | 'sort',
    string
  >
>;

export const catalogApi = {
  list: (params: ListingParams, signal?: AbortSignal) => {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
    return apiFetch(`${apiConfig.catalogBase}/products?${query}`, { signal, answer: listingSchema });
  },
  product: (productId: string, signal?: AbortSignal) =>
    apiFetch(`${apiConfig.catalogBase}/products/${productId}`, { signal, answer: productDetailSchema }),
  createConfiguration: (input: { productId: string; width: number; height: number; choices?: Record<string, string> }) =>
    apiFetch(apiConfig.configurationsBase, { method: 'POST', body: { choices: {}, ...input }, answer: configurationSchema }),
};
