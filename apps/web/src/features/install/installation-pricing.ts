import type { PricingExtras, PricingResult } from '@eb/domain/installation';
import { useEffect, useState } from 'react';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { type InstallContext, priceByDesign } from './installation-api.ts';

/**
 * Installation prices by design (doc 001 §7): a newer request with the same key (the design id)
 * cancels the pending one, so the panel only ever shows the answer to the latest options.
 */
const pending = new Map<string, AbortController>();

export function requestPricing(
  context: InstallContext,
  designId: string,
  leafItems: { itemId: string; quantity: number }[],
  extras: PricingExtras,
): Promise<PricingResult> {
  pending.get(designId)?.abort();
  const controller = new AbortController();
  pending.set(designId, controller);
  return priceByDesign(context, designId, { leafItems, extras }, controller.signal).finally(() => {
    if (pending.get(designId) === controller) pending.delete(designId);
  });
}

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
  const [state, setState] = useState<PricingState>({ status: 'idle', result: null });
  const key = JSON.stringify({ leafItems, extras, siteCode: context?.siteCode, headers: context?.headers });
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for leafItems, extras and context.
  useEffect(() => {
    if (!context || leafItems.length === 0) {
      setState({ status: 'idle', result: null });
      return;
    }
    let live = true;
    setState((previous) => ({ status: 'loading', result: previous.result }));
    requestPricing(context, designId, leafItems, extras).then(
      (result) => {
        if (live) setState({ status: 'ready', result });
      },
      (error: unknown) => {
        if (live && !isAbortError(error)) setState(pricingFailure(error));
      },
    );
    return () => {
      live = false;
    };
  }, [designId, key]);
  return state;
}

/**
 * A pricing that failed: the server's sentence (or the spec's), and whether the caller must sign in
 * first (doc 001 §7: 401 from the installation service has a handler, here 'Sign in').
 */
export function pricingFailure(error: unknown): PricingState {
  const signIn = error instanceof ApiError && error.status === 401;
  return { status: 'failed', result: null, message: userMessageOf(error) ?? PRICING_FAILED, signIn };
}
