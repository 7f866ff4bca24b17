import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { createTestApp, type TestApp } from '../support.ts';

const CLOSE_WITHIN_MS = scaled(5_000);

describe('graceful shutdown', () => {
  let t: TestApp;
  let entered: () => void;
  const reached = new Promise<void>((resolve) => {
    entered = resolve;
  });

  beforeAll(async () => {
    t = await createTestApp();
    // A test-only route that is still working when close() is called.
    t.app.get('/test/slow', async () => {
      entered();
      await delay(400);
      return { data: 'finished' };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('finishes the request in flight, then closes without waiting on keep-alive connections', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    // fetch keeps its connection alive, as browsers do.
    const inFlight = fetch(`${base}/test/slow`);
    await reached;

    const closing = t.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'finished' });

    const outcome = await Promise.race([closing.then(() => 'closed' as const), delay(CLOSE_WITHIN_MS, 'still open' as const)]);
    if (outcome !== 'closed') t.app.server.closeAllConnections();
    expect(outcome, `close() should finish within ${CLOSE_WITHIN_MS} ms of the last response`).toBe('closed');

    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
