import type { PricingResult } from '@eb/domain/installation';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverApi } from '../../lib/server-api.ts';
import { pricingQueries } from './installation-pricing.ts';

const newStore = () =>
  configureStore({
    reducer: { [serverApi.reducerPath]: serverApi.reducer },
    middleware: (defaults) => defaults().concat(serverApi.middleware),
  });

const DESIGN = '00000000-0000-4000-8000-000000000001';
const context = { siteCode: 'BDC' as const, headers: {} };
const NO_EXTRAS = { windowRemoval: false, windowHaul: false, windowRemoveCount: 0, windowHaulCount: 0 };
const priced = (total: number): PricingResult => ({
  retail: total,
  cost: total,
  tax: 0,
  totalInstallationCost: total,
  charges: [],
  windows: [],
  summary: { measureCredit: 0, installationCost: total, surcharges: 0, additionalInstallationCost: 0, totalInstallationCost: total },
});

/** The pricing service, answering each request only when told to; each request's body and signal. */
function holdPricing() {
  const asked: { body: string; signal: AbortSignal; answer(total: number): void }[] = [];
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal as AbortSignal;
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        asked.push({
          body: String(init.body),
          signal,
          answer: (total) =>
            resolve(
              new Response(JSON.stringify({ data: priced(total) }), { status: 200, headers: { 'content-type': 'application/json' } }),
            ),
        });
      }),
  );
  return asked;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
const args = (quantity: number, extras = NO_EXTRAS) => ({
  context,
  designId: DESIGN,
  leafItems: [{ itemId: 'w1', quantity }],
  extras,
});

afterEach(() => vi.unstubAllGlobals());

describe('installation pricing (doc 001 §7)', () => {
  it("cancels a screen's pending request when its options change, and keeps the newer answer", async () => {
    const asked = holdPricing();
    const store = newStore();
    const { installationPricing } = pricingQueries.endpoints;
    const first = store.dispatch(installationPricing.initiate(args(1)));
    await tick();
    // The screen's options change: it now shows quantity 2, and nothing shows quantity 1.
    const second = store.dispatch(installationPricing.initiate(args(2)));
    first.unsubscribe();
    await tick();
    expect(asked).toHaveLength(2);
    expect(asked[0]?.signal.aborted).toBe(true);
    expect(asked[1]?.signal.aborted).toBe(false);
    asked[1]?.answer(200);
    expect((await second).data?.totalInstallationCost).toBe(200);
    second.unsubscribe();
  });

  it('leaves alone another screen pricing the same design with other options', async () => {
    const asked = holdPricing();
    const store = newStore();
    const { installationPricing } = pricingQueries.endpoints;
    const panel = store.dispatch(installationPricing.initiate(args(1)));
    const summary = store.dispatch(installationPricing.initiate(args(1, { ...NO_EXTRAS, windowRemoval: true, windowRemoveCount: 1 })));
    await tick();
    expect(asked).toHaveLength(2);
    expect(asked.map((request) => request.signal.aborted)).toEqual([false, false]);
    asked[0]?.answer(100);
    asked[1]?.answer(130);
    expect((await panel).data?.totalInstallationCost).toBe(100);
    expect((await summary).data?.totalInstallationCost).toBe(130);
    // Two screens asking for the same windows and options share one request.
    const again = store.dispatch(installationPricing.initiate(args(1)));
    expect((await again).data?.totalInstallationCost).toBe(100);
    expect(asked).toHaveLength(2);
    for (const screen of [panel, summary, again]) screen.unsubscribe();
  });
});
