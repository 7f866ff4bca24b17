import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph } from '../../../testing/graph-fixture.ts';
import { loadDesign, loadDesigns, loadSession } from './builder-actions.ts';
import { designReceived, designSelected } from './builder-slice.ts';
import { fakeCommandServer } from './command-server.test-support.ts';
import { RULES_CHANGED_REASON, stepRecorded } from './history-slice.ts';
import { createTestStore } from './store.test-support.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loading the designs of a load address', () => {
  function twoOpenDesigns() {
    const first = graph('Estimate 1', [['Window 1']]);
    const second = graph('Design 2', [['Window 1']]);
    const store = createTestStore();
    store.dispatch(designReceived(first));
    store.dispatch(designReceived(second));
    fakeCommandServer(second, { auto: true });
    const selected = () => store.getState().builder.selectedDesignId;
    return { store, first, second, selected };
  }

  it('selects the design it loaded', async () => {
    const { store, first, second, selected } = twoOpenDesigns();
    store.dispatch(designSelected(first.design.designId));
    await store.dispatch(loadDesigns([second.design.designId]));
    expect(selected()).toBe(second.design.designId);
  });

  it('selects nothing once the page has moved on to another design (a tab chosen while it loaded)', async () => {
    const { store, first, second, selected } = twoOpenDesigns();
    store.dispatch(designSelected(first.design.designId));
    await store.dispatch(loadDesigns([second.design.designId], { stillWanted: () => false }));
    expect(selected()).toBe(first.design.designId);
    expect(store.getState().builder.designs[second.design.designId]?.name).toBe('Design 2');
  });
});

describe('loading a job session (doc 000 §2: one design after another, 250 ms apart, none after the last)', () => {
  it('waits 250 ms between design loads, opens the attached design, and ends with the last load', async () => {
    vi.useFakeTimers();
    const designs = [graph('Kitchen', [['Window 1']]), graph('Den', [['Window 1']]), graph('Hall', [['Window 1']])];
    const ids = designs.map((one) => one.design.designId);
    const sessionId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const loads: { designId: string; at: number }[] = [];
    const started = Date.now();
    vi.stubGlobal('fetch', async (url: string) => {
      const json = (body: unknown) => new Response(JSON.stringify({ data: body }), { status: 200 });
      if (url.includes(`/sessions/${sessionId}`)) return json({ sessionId, designIds: ids });
      const found = designs.find((one) => url.endsWith(`/${one.design.designId}`));
      loads.push({ designId: found?.design.designId ?? url, at: Date.now() - started });
      return json(found);
    });
    const store = createTestStore();
    let finished = false;
    void store.dispatch(loadSession(sessionId, ids[1] ?? null)).then(() => {
      finished = true;
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toEqual([{ designId: ids[0], at: 0 }]);
    await vi.advanceTimersByTimeAsync(249);
    expect(loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads.map((load) => load.at)).toEqual([0, 250]);
    await vi.advanceTimersByTimeAsync(250);
    expect(loads).toEqual(ids.map((designId, index) => ({ designId, at: index * 250 })));
    // No pause after the last: the session is open without the clock moving on.
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(true);
    expect(store.getState().builder.selectedDesignId).toBe(ids[1]);
  });
});

describe('a job session that could not be read', () => {
  const sessionId = '0f8fad5b-d9cb-469f-a165-70867728950e';
  function oneOpenDesign() {
    const open = graph('Estimate 1', [['Window 1']]);
    const store = createTestStore();
    store.dispatch(designReceived(open));
    store.dispatch(designSelected(open.design.designId));
    return { store, open };
  }

  it('leaves the open designs when the page leaves while the session loads (the request is aborted)', async () => {
    const { store, open } = oneOpenDesign();
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    await store.dispatch(loadSession(sessionId, open.design.designId));
    expect(Object.keys(store.getState().builder.designs)).toEqual([open.design.designId]);
    expect(store.getState().builder.selectedDesignId).toBe(open.design.designId);
  });

  it('leaves the open designs when the network fails, and says so', async () => {
    const { store, open } = oneOpenDesign();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await store.dispatch(loadSession(sessionId, open.design.designId));
    expect(Object.keys(store.getState().builder.designs)).toEqual([open.design.designId]);
    expect(store.getState().ui.globalError).not.toBeNull();
  });

  it('clears the builder when the session is known to be empty', async () => {
    const { store } = oneOpenDesign();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { sessionId, designIds: [] } }), { status: 200 }));
    await store.dispatch(loadSession(sessionId, null));
    expect(store.getState().builder.designs).toEqual({});
  });
});

describe('a design that comes back under other rules', () => {
  it('drops the steps taken before it was booked, and Undo says why; a plain reload keeps them', async () => {
    const plain = graph('Estimate 1', [['Window 1']]);
    const booked = { ...plain, design: { ...plain.design, attributes: { ...plain.design.attributes, isMandi: 'true' }, version: 2 } };
    const store = createTestStore();
    store.dispatch(designReceived(plain));
    const step = {
      label: 'rename',
      command: { type: 'design.rename', name: 'Den' },
      inverse: { type: 'design.rename', name: 'Estimate 1' },
    } as const;
    store.dispatch(stepRecorded({ designId: plain.design.designId, step }));
    const history = () => store.getState().designHistory.designs[plain.design.designId];

    fakeCommandServer(plain, { auto: true });
    await store.dispatch(loadDesign(plain.design.designId));
    expect(history()?.past).toHaveLength(1);

    vi.unstubAllGlobals();
    fakeCommandServer(booked, { auto: true });
    await store.dispatch(loadDesign(plain.design.designId));
    expect(history()).toMatchObject({ past: [], future: [], refused: RULES_CHANGED_REASON, redoRefused: RULES_CHANGED_REASON });
  });
});
