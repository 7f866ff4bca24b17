import { catalogEndpoints, configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { call } from '../../lib/api-client.ts';

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
    const query = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
    return call(catalogEndpoints.listProducts, { query, signal });
  },
  product: (productId: string, signal?: AbortSignal) => call(catalogEndpoints.getProduct, { params: { productId }, signal }),
  createConfiguration: (input: { productId: string; width: number; height: number; choices?: Record<string, string> }) =>
    call(configurationEndpoints.createConfiguration, { body: { choices: {}, ...input } }),
};
