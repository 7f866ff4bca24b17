import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverApi } from '../../lib/server-api.ts';
import { saveQueries } from './save-api.ts';

const DESIGN = '00000000-0000-4000-8000-0000000000d1';

const newStore = () =>
  configureStore({
    reducer: { [serverApi.reducerPath]: serverApi.reducer },
    middleware: (defaults) => defaults().concat(serverApi.middleware),
  });

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

afterEach(() => vi.unstubAllGlobals());

describe("the customer a rep's design is saved to", () => {
  it('is read by the design, and read again each time the design card names it', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ data: { email: 'ada@example.com' } }), { status: 200 });
    });
    const store = newStore();
    const { designCustomer } = saveQueries.endpoints;
    const shown = store.dispatch(designCustomer.initiate(DESIGN));
    await shown;
    expect(designCustomer.select(DESIGN)(store.getState()).data).toEqual({ email: 'ada@example.com' });
    expect(asked).toEqual([`/api/design-builder/designs/${DESIGN}/customer`]);

    // Not kept once nothing shows it: the next showing has nothing to name until it reads again.
    shown.unsubscribe();
    await tick();
    expect(designCustomer.select(DESIGN)(store.getState()).isUninitialized).toBe(true);
    const again = store.dispatch(designCustomer.initiate(DESIGN));
    await again;
    expect(asked).toHaveLength(2);
    again.unsubscribe();
  });
});
