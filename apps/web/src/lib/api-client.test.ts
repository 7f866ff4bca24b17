import { endpoint } from '@eb/domain/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, call, fetchEarly, setRepId } from './api-client.ts';

const DESIGN = '/api/design-builder/designs/0b6f7c7e-3c52-4d6e-9a43-5d3c1f6b2a10';

const answer = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data } : data), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch and answers asked for early', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sends this app's x-api-key and the rep's x-repid on design-builder calls only (doc 000 §7)", async () => {
    fetchMock.mockImplementation(async () => answer({}));
    setRepId('R1234');
    try {
      fetchEarly(DESIGN);
      await apiFetch(DESIGN);
      await apiFetch(DESIGN, { method: 'POST', body: {} });
      await apiFetch('/api/account/me');
    } finally {
      setRepId(null);
    }
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers));
    for (const headers of sent.slice(0, 2)) {
      expect(headers.get('x-api-key')).toBe('estimate-builder-web');
      expect(headers.get('x-repid')).toBe('R1234');
    }
    expect(sent[2]?.get('x-api-key')).toBeNull();
    expect(sent[2]?.get('x-repid')).toBeNull();
  });

  it('takes the early answer instead of asking again, once', async () => {
    fetchMock.mockResolvedValueOnce(answer({ name: 'early' })).mockResolvedValueOnce(answer({ name: 'asked again' }));
    fetchEarly(DESIGN);
    expect(await apiFetch(DESIGN)).toEqual({ name: 'early' });
    expect(await apiFetch(DESIGN)).toEqual({ name: 'asked again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a failed early answer to the caller as any failed call', async () => {
    fetchMock.mockResolvedValueOnce(answer({ message: 'Design not found.', code: 'NOT_FOUND' }, 404));
    fetchEarly(DESIGN);
    await expect(apiFetch(DESIGN)).rejects.toMatchObject({ status: 404, message: 'Design not found.' });
  });

  it('reports an early request the network lost as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchEarly(DESIGN);
    const failure = await apiFetch(DESIGN).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('is not used by a write to the same path', async () => {
    fetchMock.mockResolvedValueOnce(answer({ name: 'early' })).mockResolvedValueOnce(answer({ name: 'written' }));
    fetchEarly(DESIGN);
    expect(await apiFetch(DESIGN, { method: 'PUT', body: {} })).toEqual({ name: 'written' });
    expect(fetchMock).toHaveBeenLastCalledWith(DESIGN, expect.objectContaining({ method: 'PUT' }));
  });

  it('is not used once it is old: the page went elsewhere meanwhile', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(answer({ name: 'early' })).mockResolvedValueOnce(answer({ name: 'fresh' }));
    fetchEarly(DESIGN);
    vi.advanceTimersByTime(11_000);
    expect(await apiFetch(DESIGN)).toEqual({ name: 'fresh' });
  });

  it('does not take an answer for a call that was cancelled before it started', async () => {
    fetchMock.mockResolvedValueOnce(answer({ name: 'early' }));
    fetchEarly(DESIGN);
    const controller = new AbortController();
    controller.abort();
    await expect(apiFetch(DESIGN, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('answers checked against their contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes an answer that follows its contract, and fails one that does not, naming where', async () => {
    const { commandAnswerSchema } = await import('@eb/domain/commands/answer');
    const contract = commandAnswerSchema.omit({ graph: true });
    const good = {
      version: 3,
      changed: true,
      command: { type: 'design.rename', name: 'A' },
      inverse: { type: 'design.rename', name: 'B' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(good)),
    );
    await expect(apiFetch(DESIGN, { method: 'POST', body: {}, answer: contract })).resolves.toEqual(good);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ ...good, version: 'three' })),
    );
    const refused = apiFetch(DESIGN, { method: 'POST', body: {}, answer: contract });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'BAD_RESPONSE', message: expect.stringContaining(`POST ${DESIGN}`) });
    await expect(refused).rejects.toMatchObject({ message: expect.stringContaining('version:') });
  });
});

describe('a call built from its contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renameWindow = endpoint({
    method: 'PUT',
    path: '/api/design-builder/designs/:designId/items/:itemId/name',
    tags: ['test'],
    summary: 'Rename a window',
    params: z.object({ designId: z.string(), itemId: z.string() }),
    query: z.object({ note: z.string().optional(), designIds: z.string().optional() }),
    body: z.object({ Name: z.string() }),
    answer: z.object({ name: z.string() }),
  });

  it('fills the path, encodes each parameter, writes the query and sends the method and body', async () => {
    const fetchMock = vi.fn(async () => answer({ name: 'Bay' }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await call(renameWindow, {
      params: { designId: 'd 1', itemId: 'a/b' },
      query: { note: 'x&y', designIds: undefined },
      body: { Name: 'Bay' },
    });
    expect(data).toEqual({ name: 'Bay' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/design-builder/designs/d%201/items/a%2Fb/name?note=x%26y');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ Name: 'Bay' }));
    // A design-builder path carries the app's key, as every design-builder call does.
    expect(new Headers(init.headers).get('x-api-key')).toBe('estimate-builder-web');
  });

  it("fails an answer that does not follow the endpoint's contract", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ name: 7 })),
    );
    const refused = call(renameWindow, { params: { designId: 'd', itemId: 'i' }, query: {}, body: { Name: 'Bay' } });
    await expect(refused).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: expect.stringContaining('PUT /api/design-builder/designs/d/items/i/name'),
    });
  });
});
