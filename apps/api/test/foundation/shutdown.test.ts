import { type AddressInfo, connect } from 'node:net';
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

  it('answers a request that reaches it while closing with 503 in the API shape, and closes that connection', async () => {
    const late = await createTestApp();
    let enter: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => {
      enter = resolve;
    });
    late.app.get('/test/slow', async () => {
      enter();
      await delay(400);
      return { data: 'finished' };
    });
    await late.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = late.app.server.address() as AddressInfo;
    // A slow request keeps the server open; a second connection is midway through sending its
    // request (its headers not finished) when the server starts closing.
    const slow = fetch(`http://127.0.0.1:${port}/test/slow`);
    await entered;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/account/me HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Nothing tells when the server has read those bytes (then the connection is busy, not idle): a while.
    await delay(scaled(200));
    const closing = late.app.close();
    // The server stops listening once its close hooks have run: the request is then finished.
    await expect.poll(() => late.app.server.listening, { interval: 5 }).toBe(false);
    socket.write('\r\n');
    await ended;
    expect((await slow).status).toBe(200);
    await closing;
    await late.close();
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('{"message":"The service is briefly unavailable. Please try again in a moment.","code":"UNAVAILABLE"}');
  });
});
