/**
 * Whether the server can be reached, for what waits on the network: design writes held while
 * offline, and a page whose code could not be fetched.
 */

/** Whether the browser says it has no network (a browser that cannot tell counts as online). */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/** The server's liveness route: asked while the browser says it is offline, in case it can still be reached. */
const HEALTH_PATH = '/healthz';
/** How often the liveness route is asked while waiting for the network. */
export const OFFLINE_PROBE_MS = 5000;

/** Whether the server answers, whatever the browser says of the network. */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(HEALTH_PATH, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

export interface NetworkWait {
  /** Resolves once the browser says it is online or the server answers; never rejects. */
  ready: Promise<void>;
  /** Stops waiting (and asking); `ready` then never resolves. */
  cancel(): void;
}

/**
 * Waits until `ready` says yes: asked at once, then every few seconds, and again whenever the
 * browser says it is back online.
 */
function waitUntil(ready: () => Promise<boolean>): NetworkWait {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  let asking = false;
  let settle = () => {};
  const reached = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const stop = () => {
    done = true;
    clearTimeout(timer);
    globalThis.removeEventListener?.('online', ask);
  };
  async function ask() {
    if (done || asking) return;
    asking = true;
    clearTimeout(timer);
    const yes = await ready();
    asking = false;
    if (done) return;
    if (yes) {
      stop();
      settle();
    } else {
      timer = setTimeout(ask, OFFLINE_PROBE_MS);
    }
  }
  globalThis.addEventListener?.('online', ask);
  void ask();
  return { ready: reached, cancel: stop };
}

/**
 * Waits for the network: until the browser says it is online, or the server answers anyway. A
 * browser with no network but a server on the same machine or network may say it is offline while
 * the server can be reached.
 */
export function waitForNetwork(): NetworkWait {
  return waitUntil(async () => !isOffline() || (await serverAnswers()));
}

/** Waits until the server answers, whatever the browser says of the network. */
export function waitForServer(): NetworkWait {
  return waitUntil(serverAnswers);
}
