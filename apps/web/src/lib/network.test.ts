import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PROBE_MS, waitForServer } from './network.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A browser whose window events the test sends, and a server that answers `/healthz` when `up()` says so. */
function stubServer(up: () => boolean): { network: EventTarget; asked: () => number } {
  const network = new EventTarget();
  let asked = 0;
  vi.stubGlobal('addEventListener', network.addEventListener.bind(network));
  vi.stubGlobal('removeEventListener', network.removeEventListener.bind(network));
  vi.stubGlobal('fetch', async (path: string) => {
    expect(path).toBe('/healthz');
    asked += 1;
    if (!up()) throw new TypeError('Failed to fetch');
    return new Response('ok');
  });
  return { network, asked: () => asked };
}

describe('waiting for the server', () => {
  it('asks at once and every few seconds, and ends the moment it answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let up = false;
    const { asked } = stubServer(() => up);
    let reached = false;
    void waitForServer().ready.then(() => {
      reached = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS);
    expect(asked()).toBe(2);
    expect(reached).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS);
    expect(reached).toBe(true);
    // Once reached, it asks no more.
    await vi.advanceTimersByTimeAsync(3 * OFFLINE_PROBE_MS);
    expect(asked()).toBe(3);
  });

  it('asks again as soon as the browser says it is back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let up = false;
    const { network, asked } = stubServer(() => up);
    let reached = false;
    void waitForServer().ready.then(() => {
      reached = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    up = true;
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reached).toBe(true);
    expect(asked()).toBe(2);
  });

  it('stops asking when cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { network, asked } = stubServer(() => false);
    const wait = waitForServer();
    await vi.advanceTimersByTimeAsync(0);
    wait.cancel();
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(5 * OFFLINE_PROBE_MS);
    expect(asked()).toBe(1);
  });
});
