import { installationEndpoints } from '@eb/domain/endpoints/installation';
import type { InstallationSpec, SpecType } from '@eb/domain/installation';
import { type WindowCategory, windowCategories } from '@eb/domain/mandi';
import type { Site } from '@eb/domain/sites';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { ApiError, call } from './api-client.ts';
import { type ServerError, serverApi } from './server-api.ts';

/**
 * The installation service's lookups (doc 001 §7), such as GET /jobs/window-categories, each debounced to one leading call per 10 seconds: the first call goes at once, and calls within
 * the next 10 s share its answer. A failed call is not kept, so the next one asks again.
 */
export const LOOKUP_DEBOUNCE_MS = 10_000;

export function leadingDebounce<T>(call: () => Promise<T>, windowMs = LOOKUP_DEBOUNCE_MS, now = () => Date.now()): () => Promise<T> {
  let startedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<T> | null = null;
  return () => {
    const at = now();
    if (pending && at - startedAt < windowMs) return pending;
    startedAt = at;
    const current = call();
    pending = current;
    current.catch(() => {
      if (pending === current) pending = null;
    });
    return current;
  };
}

type ServiceCode = NonNullable<Site['serviceCode']>;
const lookup = <T>(ask: (siteCode: ServiceCode) => Promise<T>) => {
  const bySite = new Map<ServiceCode, () => Promise<T>>();
  return (siteCode: ServiceCode): Promise<T> => {
    let debounced = bySite.get(siteCode);
    if (!debounced) {
      debounced = leadingDebounce(() => ask(siteCode));
      bySite.set(siteCode, debounced);
    }
    return debounced();
  };
};

export const fetchWindowCategories = lookup((siteCode) => call(installationEndpoints.windowCategories, { query: { siteCode } }));

/**
 * The lookups for screens, kept by the server-data layer (loading and error states, one answer for
 * every screen that shows it); each asks through its debounced call above, so the spec's 10 s rule
 * holds whoever asks.
 */
const lookupQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    windowCategories: build.query<WindowCategory[], ServiceCode>({
      queryFn: (siteCode) =>
        asked(fetchWindowCategories(siteCode), 'The window categories could not be read; the site’s own list is shown.'),
      keepUnusedDataFor: 0,
    }),
    installationSpecs: build.query<InstallationSpec[], ServiceCode>({
      queryFn: (siteCode) =>
        asked(fetchInstallationSpecs(siteCode), 'The installation specs could not be read; removal and haul away show no price.'),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** A lookup's answer for the layer; a failure is logged (the screen falls back) and kept as an error. */
async function asked<T>(answer: Promise<T>, failure: string): Promise<{ data: T } | { error: ServerError }> {
  try {
    return { data: await answer };
  } catch (error) {
    console.warn(failure, error);
    const { status = 0, code = 'NETWORK_ERROR', message = failure } = error instanceof ApiError ? error : {};
    return { error: { status, code, message } };
  }
}

/**
 * The window categories a rep may pick, in the site's words: the service's list (without 'unknown',
 * which is no choice), the site's own list until it answers or when it fails.
 */
export function useWindowCategories(site: Site): WindowCategory[] {
  const { data } = lookupQueries.useWindowCategoriesQuery(site.serviceCode ?? skipToken);
  return useMemo(() => {
    const choices = data?.filter((category) => category.key !== 'unknown') ?? [];
    return choices.length > 0 ? choices : windowCategories(site);
  }, [data, site]);
}

export const fetchInstallationSpecs = lookup((siteCode) => call(installationEndpoints.installationSpecs, { query: { siteCode } }));

export interface RemovalHaulPrices {
  removal: number | null;
  haul: number | null;
}

/** The per-window prices of removal and haul away as the specs lookup gives them (null until it answers). */
export function removalHaulPrices(specs: readonly InstallationSpec[]): RemovalHaulPrices {
  const of = (type: SpecType) => specs.find((spec) => spec.specType === type)?.value ?? null;
  return { removal: of('removal'), haul: of('haul') };
}

/**
 * The Installation Summary's removal and haul-away prices, read from the specs lookup (doc 001 §7,
 * debounced with the other lookups). A failure leaves them unknown: the questions show no price.
 */
export function useRemovalHaulPrices(site: Site): RemovalHaulPrices {
  const { data } = lookupQueries.useInstallationSpecsQuery(site.serviceCode ?? skipToken);
  return useMemo(() => (data ? removalHaulPrices(data) : { removal: null, haul: null }), [data]);
}
