import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverApi } from '../../lib/server-api.ts';
import { answeredSignature, NO_SIGNATURE, shareQueries } from './share-api.ts';

const newStore = () =>
  configureStore({
    reducer: { [serverApi.reducerPath]: serverApi.reducer },
    middleware: (defaults) => defaults().concat(serverApi.middleware),
  });

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
const fields = { Name: 'Riley Rep', Email: 'riley@example.com', Phone: '(555) 012-3456', Extension: '123456' };

afterEach(() => vi.unstubAllGlobals());

describe("the rep's share signature", () => {
  it('is read for the rep and site, its four fields kept, and read again at the next opening of the modal', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ data: { DcId: 'rep-1', SiteId: 3, ...fields } }), { status: 200 });
    });
    const store = newStore();
    const { repSignature } = shareQueries.endpoints;
    const arg = { repId: 'rep-1', siteId: 3 };
    const open = store.dispatch(repSignature.initiate(arg));
    await open;
    expect(repSignature.select(arg)(store.getState()).data).toEqual(fields);
    expect(asked).toEqual(['/api/design-builder/dcinfo/signature/rep-1/3']);

    open.unsubscribe();
    await tick();
    expect(repSignature.select(arg)(store.getState()).isUninitialized).toBe(true);
    const reopened = store.dispatch(repSignature.initiate(arg));
    await reopened;
    expect(asked).toHaveLength(2);
    reopened.unsubscribe();
  });

  it('is nothing while its read is on its way, the kept one once read, and none when it could not be had', () => {
    expect(answeredSignature({ isError: false, isFetching: true })).toBeNull();
    expect(answeredSignature({ isError: false, isFetching: false })).toBeNull();
    expect(answeredSignature({ currentData: fields, isError: false, isFetching: false })).toBe(fields);
    expect(answeredSignature({ isError: true, isFetching: false })).toBe(NO_SIGNATURE);
    expect(NO_SIGNATURE).toEqual({ Name: '', Email: '', Phone: '', Extension: '' });
  });
});
