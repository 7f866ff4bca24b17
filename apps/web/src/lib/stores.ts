import { DEFAULT_STORE, type StoreInfo } from '@eb/domain/address';
import { useEffect, useState } from 'react';
import { apiFetch } from './api-client.ts';
import { apiConfig } from './config.ts';

/**
 * GET interconnected-quotes/storeInfo (doc 001 §3, §7): the shopper's store, the one nearest the
 * address they set last; the server answers the default store 121 when there is none.
 */
export function fetchStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  return apiFetch<StoreInfo>(`${apiConfig.designBuilderBase}/interconnected-quotes/storeInfo`, { signal });
}

export interface StoreAvailability {
  /** Whether an installer works in the store's area. */
  available: boolean;
  store: StoreInfo;
}

/** Store availability by store number (doc 001 §2, §7: service 1, the installation service). */
export function fetchStoreAvailability(storeNumber: number, signal?: AbortSignal): Promise<StoreAvailability> {
  return apiFetch<StoreAvailability>(`/api/service-providers/check-store-availability?service=1&storeNumber=${storeNumber}`, { signal });
}

/**
 * The shopper's local store and whether installers work around it: the saved store's number, or the
 * default fallback store's when none can be read (doc 001 §2), then its availability. Null while it
 * loads, and when the availability cannot be read (the page then names no store).
 */
export function useLocalStore(): StoreAvailability | null {
  const [answer, setAnswer] = useState<StoreAvailability | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    fetchStoreInfo(signal)
      .then(
        (store) => store.storeId,
        () => DEFAULT_STORE.storeId,
      )
      .then((storeNumber) => fetchStoreAvailability(storeNumber, signal))
      .then(setAnswer, (error: unknown) => {
        if (!signal.aborted) console.warn('The local store could not be read.', error);
      });
    return () => controller.abort();
  }, []);
  return answer;
}
