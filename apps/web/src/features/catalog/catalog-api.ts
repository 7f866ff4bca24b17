import type { AnswerOf } from '@eb/domain/endpoint';
import { catalogEndpoints, configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { call } from '../../lib/api-client.ts';
import { ask, serverApi } from '../../lib/server-api.ts';

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

/** What the listing sends: the filters the shopper set (an empty one is no filter). */
const listingQuery = (params: ListingParams) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));

/**
 * The listing's reads, kept by the server-data layer: one answer per search (going back to a search
 * shows it at once), loading and error states, and a search that changes cancels the one before.
 */
const catalogQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    listing: build.query<AnswerOf<typeof catalogEndpoints.listProducts>, ListingParams>({
      query: (params) => ask(catalogEndpoints.listProducts, { query: listingQuery(params) }),
    }),
  }),
});

export const { useListingQuery } = catalogQueries;

export const catalogApi = {
  createConfiguration: (input: { productId: string; width: number; height: number; choices?: Record<string, string> }) =>
    call(configurationEndpoints.createConfiguration, { body: { choices: {}, ...input } }),
};
