import { ApiError, isAbortError } from '../../../lib/api-client.ts';
import { publish } from '../../../lib/event-bus.ts';
import { isOffline, waitForNetwork } from '../../../lib/network.ts';

/**
 * One queue per design: its writes go to the server one after another, each sent only when the one
 * before has answered, so each carries the version the previous answer gave. One person's quick
 * edits (a double click, a held arrow key) therefore never conflict with each other.
 *
 * A command may show its change at once (`apply`) and take it back when the server refuses
 * (`undo`); `send` runs when the command's turn comes and reads the latest version then.
 *
 * While the browser is offline no write is started: the edits still show at once, and they go out
 * in order once it is back online, so a dropped connection loses nothing. A write already on its
 * way when the connection went may have reached the server: one that carries an Idempotency-Key
 * (`resend`, every design command) is sent again with that key, and if the first try did land the
 * server answers that try's answer without applying it twice; any other write fails as before.
 */
export interface DesignCommand<T> {
  /** Shown at once, before the server answers. */
  apply?: () => void;
  /** Takes back `apply` after a refusal. */
  undo?: () => void;
  /** The call itself; runs when every earlier write of the design has answered. */
  send: () => Promise<T>;
  /**
   * Whether `send` may run again after a try that did not get through (no answer, or a proxy's 502,
   * 503 or 504): only for a call that sends the same Idempotency-Key on each try.
   */
  resend?: boolean;
}

/**
 * The waits before each new try of a write that did not get through; after the last, it fails and
 * shows why. Brief in all (a killed server process is replaced behind the proxy at once): a longer
 * outage is the browser being offline, and then the write waits for the network instead.
 */
export const RESEND_DELAYS_MS = [250, 750, 2000];
/** What a proxy or a draining server answers when the request did not get through. */
const NOT_THROUGH = new Set([502, 503, 504]);

const didNotGetThrough = (error: unknown) => error instanceof ApiError && (error.status === 0 || NOT_THROUGH.has(error.status));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends once online; a resendable write that did not get through goes again (online again) after a wait. */
async function sendInTurn<T>(designId: string, command: DesignCommand<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    await whenOnline(designId);
    try {
      return await command.send();
    } catch (error) {
      const wait = RESEND_DELAYS_MS[tries];
      if (!command.resend || wait === undefined || !didNotGetThrough(error)) throw error;
      await pause(wait);
    }
  }
}

const tails = new Map<string, Promise<unknown>>();
/** Designs whose next write waits for the network. */
const waiting = new Set<string>();
const listeners = new Set<() => void>();
const changed = () => {
  guardLeaving(hasAnyPendingWrites());
  for (const listener of listeners) listener();
};

/** Asks the browser to confirm leaving the page (reload, close, another address). */
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers read returnValue; the text is the browser's own either way.
  event.returnValue = '';
}

/**
 * While any design's write is still to be sent or answered, leaving the page would lose it, so the
 * browser asks first: for every design, not only the one shown, and also after moving to another
 * page of the app (the writes go on there).
 */
function guardLeaving(pending: boolean): void {
  if (typeof globalThis.addEventListener !== 'function' || typeof globalThis.removeEventListener !== 'function') return;
  if (pending) globalThis.addEventListener('beforeunload', warnBeforeLeaving);
  else globalThis.removeEventListener('beforeunload', warnBeforeLeaving);
}

/** Called whenever a design's writes start, wait for the network, or all settle (the page's save status). */
export function subscribeToWrites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves at once when online. Else once the network is back (see waitForNetwork); meanwhile the
 * design counts as waiting, for the page's save status.
 */
function whenOnline(designId: string): Promise<void> {
  if (!isOffline() || typeof globalThis.addEventListener !== 'function') return Promise.resolve();
  waiting.add(designId);
  changed();
  return waitForNetwork().ready.then(() => {
    waiting.delete(designId);
    changed();
  });
}

/** Queues a command behind the design's earlier writes; answers what `send` answers, or its failure. */
export function enqueueDesignWrite<T>(designId: string, command: DesignCommand<T>): Promise<T> {
  command.apply?.();
  const previous = tails.get(designId) ?? Promise.resolve();
  const start = () => sendInTurn(designId, command);
  // An earlier failure does not stop later writes: each one reads the version as it is then.
  const result = previous.then(start, start);
  // Every design write tells analytics whether it was kept (doc 000 §4: estimate saved or failed).
  result.then(
    () => publish('estimate.saved', { designId }),
    (error: unknown) => {
      if (!isAbortError(error)) publish('estimate.failed', { designId });
    },
  );
  const tail = result.then(
    () => undefined,
    () => {
      command.undo?.();
    },
  );
  const wasIdle = !tails.has(designId);
  tails.set(designId, tail);
  if (wasIdle) changed();
  void tail.then(() => {
    if (tails.get(designId) !== tail) return;
    tails.delete(designId);
    changed();
  });
  return result;
}

/** Resolves once every write queued so far for the design has answered. */
export function designWritesSettled(designId: string): Promise<void> {
  return (tails.get(designId) ?? Promise.resolve()).then(() => undefined);
}

/**
 * Resolves 'settled' once every write queued so far for the design has answered, or 'waiting' as
 * soon as one of them is held for the network instead (which may take minutes).
 */
export function designWritesSettledOrWaiting(designId: string): Promise<'settled' | 'waiting'> {
  if (waiting.has(designId)) return Promise.resolve('waiting');
  return new Promise((resolve) => {
    const stop = subscribeToWrites(() => {
      if (!waiting.has(designId)) return;
      stop();
      resolve('waiting');
    });
    void designWritesSettled(designId).then(() => {
      stop();
      resolve('settled');
    });
  });
}

/** Whether the design's next write is held until the network is back (the browser is offline). */
export function isWaitingForNetwork(designId: string): boolean {
  return waiting.has(designId);
}

/** Whether any design still has writes on their way. */
export function hasAnyPendingWrites(): boolean {
  return tails.size > 0;
}

/** Whether writes of the design are still on their way (queued or waiting for the server). */
export function hasPendingWrites(designId: string): boolean {
  return tails.has(designId);
}

/** Resolves once no design has a write queued or on its way (every design, also those written meanwhile). */
export async function allWritesSettled(): Promise<void> {
  while (tails.size > 0) await Promise.all(tails.values());
}
