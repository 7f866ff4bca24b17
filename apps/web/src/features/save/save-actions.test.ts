import type { Design } from '@eb/domain/design';
import { SAVE_MESSAGES } from '@eb/domain/sharing';
import { getSite } from '@eb/domain/sites';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../lib/event-bus.ts';
import type { OpenDesigns } from '../../lib/open-designs.ts';
import type { AppStore } from '../../lib/store-types.ts';
import { uiSlice } from '../../lib/ui-slice.ts';
import { graph } from '../../testing/graph-fixture.ts';
import { linkLoadedDesigns, saveToAccount } from './save-actions.ts';
import { rememberSaveAfterSignIn, takeSaveAfterSignIn } from './save-after-sign-in.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const stop of stops.splice(0)) stop();
});

const consumer = { role: 'consumer' as const, identityId: 'id-ann', email: 'ann@example.com' };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that answers by path, and the calls it saw. */
function fakeServer(answers: Record<string, (call: Call) => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = answers[`${call.method} ${path}`]?.(call) ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/**
 * The builder's open designs as the thunks see them, holding one design: `reload` records the id and
 * puts the server's linked design in its place, as the builder does.
 */
function fakeOpenDesigns(design: Design) {
  let open: readonly Design[] = [design];
  const reloaded: string[] = [];
  const linked: Design = { ...design, isLinked: true, sharedEmail: null, version: design.version + 1 };
  const designs: OpenDesigns = {
    selectDesigns: () => open,
    selectCanChange: () => true,
    reload: (designId) => async () => {
      reloaded.push(designId);
      open = open.map((each) => (each.designId === designId ? linked : each));
    },
  };
  return { designs, reloaded };
}

function setUp(options: { linked?: boolean; mandi?: boolean } = {}) {
  const start = graph('Kitchen', [['Window 1']]);
  const design = {
    ...start.design,
    isLinked: options.linked ?? false,
    attributes: (options.mandi ? { isMandi: 'true' } : {}) as Record<string, string | null>,
  };
  // The thunks touch only the ui slice of the store; the builder's designs come through the fake port.
  const store = configureStore({ reducer: { [uiSlice.name]: uiSlice.reducer } }) as unknown as AppStore;
  const events: string[] = [];
  stops.push(subscribe((event) => events.push(event.name)));
  return { store, designId: design.designId, events, ...fakeOpenDesigns(design) };
}

describe('Save to the account', () => {
  it('links through the site 3 proxy, loads the design again and publishes design.save on the first link', async () => {
    const { store, designId, designs, reloaded, events } = setUp();
    const calls = fakeServer({
      'POST /api/myaccount/estimates/link': () => ({ status: 200, body: { data: { designId, isLinked: true, firstLink: true } } }),
    });
    const outcome = await store.dispatch(saveToAccount(designId, getSite(3), consumer, designs));
    expect(outcome).toEqual({ kind: 'saved', firstLink: true });
    expect(calls[0]?.body).toEqual({ designId });
    expect(reloaded).toEqual([designId]);
    expect(events.filter((name) => name === 'design.save')).toHaveLength(1);
    expect(store.getState().ui.pending).toBe(0);
  });

  it('on site 11 sends identity and email, then the broker follow-up after a first link only', async () => {
    const { store, designId, designs, events } = setUp();
    let firstLink = true;
    const calls = fakeServer({
      'POST /api/design-builder/estimates/link-to-my-account': () => ({
        status: 200,
        body: { data: { designId, isLinked: true, firstLink } },
      }),
      'POST /api/design-builder/broker/save-design': (call) => ({ status: 200, body: { data: call.body } }),
    });
    await store.dispatch(saveToAccount(designId, getSite(11), consumer, designs));
    expect(calls[0]?.body).toEqual({ designId, identityId: 'id-ann', email: 'ann@example.com' });
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/design-builder/broker/save-design',
      body: { svocId: 'id-ann', designGuid: designId, designName: 'Kitchen', configuratorCode: 'AB' },
    });
    firstLink = false;
    calls.length = 0;
    await store.dispatch(saveToAccount(designId, getSite(11), consumer, designs));
    expect(calls.map((call) => call.path)).not.toContain('/api/design-builder/broker/save-design');
    expect(events.filter((name) => name === 'design.save')).toHaveLength(1);
  });

  it("shows 'Error saving estimate!' when the server fails, and asks to sign in on a 401", async () => {
    const { store, designId, designs, reloaded, events } = setUp();
    let status = 500;
    fakeServer({ 'POST /api/myaccount/estimates/link': () => ({ status, body: { message: 'Boom', code: 'INTERNAL' } }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.dispatch(saveToAccount(designId, getSite(3), consumer, designs))).toEqual({
      kind: 'failed',
      message: SAVE_MESSAGES.failed,
      status: 500,
      reason: null,
    });
    expect(SAVE_MESSAGES.failed).toBe('Error saving estimate!');
    // A refusal with a sentence (a design shared with someone else): the alert, and why.
    status = 409;
    expect(await store.dispatch(saveToAccount(designId, getSite(3), consumer, designs))).toEqual({
      kind: 'failed',
      message: SAVE_MESSAGES.failed,
      status: 409,
      reason: 'Boom',
    });
    status = 401;
    expect(await store.dispatch(saveToAccount(designId, getSite(3), consumer, designs))).toEqual({
      kind: 'sign-in',
      message: SAVE_MESSAGES.notLoggedIn,
    });
    expect(events).not.toContain('design.save');
    expect(store.getState().ui.pending).toBe(0);
    expect(reloaded).toEqual([]);
  });

  it('never calls for a guest or a site without a save strategy', async () => {
    const { store, designId, designs } = setUp();
    const calls = fakeServer({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await store.dispatch(saveToAccount(designId, getSite(3), { role: 'guest', identityId: null, email: null }, designs))).toEqual({
      kind: 'sign-in',
      message: 'Cannot Link Estimate. User is not logged in',
    });
    expect(await store.dispatch(saveToAccount(designId, getSite(1), consumer, designs))).toEqual({
      kind: 'no-strategy',
      message: 'A save strategy was not implemented for this site.',
    });
    expect(warn).toHaveBeenCalledWith('A save strategy was not implemented for this site.');
    expect(calls).toHaveLength(0);
  });
});

describe('linking on load', () => {
  it('links an unlinked design of a signed-in shopper, once, and leaves reps, linked and mandi designs alone', async () => {
    const { store, designId, designs } = setUp();
    const calls = fakeServer({
      'POST /api/myaccount/estimates/link': () => ({ status: 200, body: { data: { designId, isLinked: true, firstLink: true } } }),
    });
    await store.dispatch(
      linkLoadedDesigns([designId], getSite(3), { role: 'rep', identityId: 'id-rep', email: 'rep@example.com' }, designs),
    );
    expect(calls).toHaveLength(0);
    await Promise.all([
      store.dispatch(linkLoadedDesigns([designId], getSite(3), consumer, designs)),
      store.dispatch(linkLoadedDesigns([designId], getSite(3), consumer, designs)),
    ]);
    expect(calls.filter((call) => call.path === '/api/myaccount/estimates/link')).toHaveLength(1);
    // Said to be load-time linking, so a blank design is not listed as saved on purpose.
    expect(calls.find((call) => call.path === '/api/myaccount/estimates/link')?.body).toEqual({ designId, onLoad: true });
    await store.dispatch(linkLoadedDesigns([designId], getSite(3), consumer, designs));
    expect(calls.filter((call) => call.path === '/api/myaccount/estimates/link')).toHaveLength(1);

    const mandi = setUp({ mandi: true });
    await mandi.store.dispatch(linkLoadedDesigns([mandi.designId], getSite(3), consumer, mandi.designs));
    expect(calls.filter((call) => call.path === '/api/myaccount/estimates/link')).toHaveLength(1);
  });

  it('links as a save on purpose the design a guest asked to save before signing in, once', async () => {
    const { store, designId, designs } = setUp();
    const calls = fakeServer({
      'POST /api/myaccount/estimates/link': () => ({ status: 200, body: { data: { designId, isLinked: true, firstLink: true } } }),
    });
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    rememberSaveAfterSignIn(designId);
    await store.dispatch(linkLoadedDesigns([designId], getSite(3), consumer, designs));
    expect(calls.map((call) => call.body)).toEqual([{ designId }]);
    expect(takeSaveAfterSignIn(designId)).toBe(false);
  });

  it('the auto-save turns loading off and rethrows (doc 001 §8)', async () => {
    const { store, designId, designs } = setUp();
    fakeServer({
      'POST /api/myaccount/estimates/link': () => ({ status: 500, body: { message: 'Database down.', code: 'INTERNAL' } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.dispatch(saveToAccount(designId, getSite(3), consumer, designs, { onLoad: true }))).rejects.toMatchObject({
      status: 500,
    });
    expect(store.getState().ui.pending).toBe(0);
  });

  it('its load-time caller logs a failed link, turns loading off and raises nothing', async () => {
    const { store, designId, designs } = setUp();
    fakeServer({
      'POST /api/myaccount/estimates/link': () => ({ status: 409, body: { message: 'Linked to another account.', code: 'CONFLICT' } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.dispatch(linkLoadedDesigns([designId], getSite(3), consumer, designs));
    expect(store.getState().ui).toMatchObject({ pending: 0, globalError: null });
    expect(warn).toHaveBeenCalled();
  });
});
