import type { PricingExtras, PricingResult } from '@eb/domain/installation';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ApiError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { asApiError, type ServerError, serverApi } from '../../lib/server-api.ts';
import { type InstallContext, priceByDesign } from './installation-api.ts';

interface PricingArgs {
  context: InstallContext;
  designId: string;
  leafItems: { itemId: string; quantity: number }[];
  extras: PricingExtras;
}

const ABORTED: ServerError = { status: 0, code: 'ABORTED', message: 'Newer options replaced this pricing.' };

/**
 * Installation prices by design (doc 001 §7), kept by the server-data layer: screens asking for the
 * same windows and options share one answer, and each shows the last answer while the next is on its
 * way. A newer request cancels the pending one: when a screen's options change, nothing shows the
 * old ones any more and the layer aborts their request (`keepUnusedDataFor: 0`), so a screen only
 * ever shows the answer to its latest options. Another screen's pricing of the same design is left
 * alone (the panel's and the Installation Summary's differ in their options).
 */
export const pricingQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    installationPricing: build.query<PricingResult, PricingArgs>({
      async queryFn({ context, designId, leafItems, extras }, { signal }) {
        try {
          return { data: await priceByDesign(context, designId, { leafItems, extras }, signal) };
        } catch (error) {
          if (error instanceof ApiError) return { error: { status: error.status, code: error.code, message: error.message } };
          return { error: ABORTED };
        }
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const PRICING_FAILED = 'We could not price the installation just now. Please try again.';

export type PricingState =
  | { status: 'idle'; result: null }
  | { status: 'loading'; result: PricingResult | null }
  | { status: 'ready'; result: PricingResult }
  /** `signIn`: the service answered 401 (doc 001 §7: a handler, then the call rejects): the session ended or never began. */
  | { status: 'failed'; result: null; message: string; signIn: boolean };

/** Prices the windows with the options whenever either changes; nothing while `context` is null or nothing is selected. */
export function useInstallationPricing(
  context: InstallContext | null,
  designId: string,
  leafItems: { itemId: string; quantity: number }[],
  extras: PricingExtras,
): PricingState {
  const args = context && leafItems.length > 0 ? { context, designId, leafItems, extras } : skipToken;
  const { data, currentData, error, isFetching } = pricingQueries.useInstallationPricingQuery(args);
  if (args === skipToken) return { status: 'idle', result: null };
  if (isFetching) return { status: 'loading', result: data ?? null };
  if (error) return pricingFailure(asApiError(error));
  return currentData ? { status: 'ready', result: currentData } : { status: 'loading', result: data ?? null };
}

/**
 * A pricing that failed: the server's sentence (or the spec's), and whether the caller must sign in
 * first (doc 001 §7: 401 from the installation service has a handler, here 'Sign in').
 */
export function pricingFailure(error: unknown): PricingState {
  const signIn = error instanceof ApiError && error.status === 401;
  return { status: 'failed', result: null, message: userMessageOf(error) ?? PRICING_FAILED, signIn };
}
