import { SHARE_MESSAGES } from '@eb/domain/sharing';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenDesigns } from '../../lib/open-designs.ts';
import type { AppStore } from '../../lib/store-types.ts';
import { uiSlice } from '../../lib/ui-slice.ts';
import { graph } from '../../testing/graph-fixture.ts';
import { type RepSignature, shareEstimates } from './share-actions.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Answer = { status: number; body: unknown };

function fakeServer(answers: Record<string, () => Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`]?.() ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

function setUp() {
  const start = graph('Kitchen', [['Window 1']]);
  // The thunk touches only the ui slice of the store; the builder's designs come through the fake port.
  const store = configureStore({ reducer: { [uiSlice.name]: uiSlice.reducer } }) as unknown as AppStore;
  const designId = start.design.designId;
  // The builder's open designs, holding this one; `reload` records what it was asked to load again.
  const reloaded: string[] = [];
  const designs: OpenDesigns = {
    selectDesigns: () => [start.design],
    selectCanChange: () => true,
    reload: (id) => async () => {
      reloaded.push(id);
    },
  };
  const request = {
    To: 'ann@example.com',
    Subject: '',
    Body: 'Hi',
    Designs: [designId],
    AdditionalParameters: { CustomerName: '', DCName: 'Dana', DCEmail: '', DCPhone: '', DCExtension: '' },
  };
  const result = {
    designs: [{ designId, sharedEmail: 'ann@example.com', sharedDate: '2026-03-03' }],
    link: `/estimatebuilder/load/${designId}`,
  };
  return { store, designId, designs, reloaded, request, result };
}

const signature = (saved: string, next: string): RepSignature => ({
  dcId: 'R100',
  siteId: 3,
  saved: { Name: saved, Email: '', Phone: '', Extension: '' },
  next: { Name: next, Email: '', Phone: '', Extension: '' },
});

describe('sharing', () => {
  it('saves a changed signature first, shares, and loads the shared design again', async () => {
    const { store, designs, reloaded, designId, request, result } = setUp();
    const calls = fakeServer({
      'POST /api/design-builder/dcinfo/signature': () => ({
        status: 200,
        body: { data: { DcId: 'R100', SiteId: 3, Name: 'Dana', Email: '', Phone: '', Extension: '' } },
      }),
      'POST /api/design-builder/estimates/share': () => ({ status: 200, body: { data: result } }),
    });
    const outcome = await store.dispatch(shareEstimates(request, signature('', 'Dana'), designs));
    expect(outcome).toEqual({ kind: 'shared', result, signature: { Name: 'Dana', Email: '', Phone: '', Extension: '' } });
    expect(calls.map((call) => call.path)).toEqual(['/api/design-builder/dcinfo/signature', '/api/design-builder/estimates/share']);
    expect(calls[0]?.body).toEqual({ DcId: 'R100', SiteId: 3, Name: 'Dana', Email: '', Phone: '', Extension: '' });
    expect(reloaded).toEqual([designId]);
  });

  it('does not save a signature that did not change', async () => {
    const { store, designs, request, result } = setUp();
    const calls = fakeServer({ 'POST /api/design-builder/estimates/share': () => ({ status: 200, body: { data: result } }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.dispatch(shareEstimates(request, signature('Dana', 'Dana'), designs));
    expect(calls.map((call) => call.path)).not.toContain('/api/design-builder/dcinfo/signature');
  });

  it('answers a design shared already with the notice, and the page loads again when it is closed', async () => {
    const { store, designs, request } = setUp();
    fakeServer({
      'POST /api/design-builder/estimates/share': () => ({
        status: 409,
        body: { message: `${SHARE_MESSAGES.alreadySharedServer}: Kitchen.`, code: 'CONFLICT' },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.dispatch(shareEstimates(request, null, designs))).toEqual({ kind: 'already-shared' });
    expect(store.getState().ui.globalError).toEqual({ message: 'This estimate has already been shared.', reloadOnClose: true });
  });

  it("raises the global error on any other failure and answers the server's message for the modal", async () => {
    const { store, designs, request } = setUp();
    fakeServer({
      'POST /api/design-builder/estimates/share': () => ({
        status: 429,
        body: { message: 'Too many mails. Try again later.', code: 'RATE_LIMITED' },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.dispatch(shareEstimates(request, null, designs))).toEqual({
      kind: 'failed',
      message: 'Too many mails. Try again later.',
    });
    expect(store.getState().ui.globalError).toEqual({ message: 'Too many mails. Try again later.', reloadOnClose: false });
  });
});
