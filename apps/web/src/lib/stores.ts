import type { StoreInfo } from '@eb/domain/address';
import { providerEndpoints } from '@eb/domain/endpoints/installation';
import { call } from './api-client.ts';
import { type StoreAvailability, useLocalStoreQuery } from './server-api.ts';

/**
 * GET interconnected-quotes/storeInfo (doc 001 §3, §7): the shopper's store, the one nearest the
 * address they set last; the server answers the default store 121 when there is none.
 */
export function fetchStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  return call(providerEndpoints.storeInfo, { signal });
}

export type { StoreAvailability } from './server-api.ts';

/**
 * The shopper's local store and whether installers work around it (see serverApi.localStore). Null
 * while it loads, and when the availability cannot be read (the page then names no store).
 */
export function useLocalStore(): StoreAvailability | null {
  return useLocalStoreQuery().data ?? null;
}
