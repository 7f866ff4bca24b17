import type { AnalyticsEventName } from '@eb/domain/analytics';
import { analyticsEndpoints } from '@eb/domain/endpoints/operations';
import { call } from './api-client.ts';

/**
 * The one event bus of the builder (doc 000 §4 events). Listeners subscribe by name or to all;
 * analytics is one listener: it pushes each event to `window.dataLayer` and sends batches to the
 * analytics intake.
 */
export interface BusEvent {
  name: AnalyticsEventName;
  payload: Record<string, unknown>;
  occurredAt: string;
}

type Listener = (event: BusEvent) => void;
const listeners = new Set<Listener>();

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publish(name: AnalyticsEventName, payload: Record<string, unknown> = {}): void {
  const event: BusEvent = { name, payload, occurredAt: new Date().toISOString() };
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.warn('An event listener failed', error);
    }
  }
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const BATCH_DELAY_MS = 1000;
const BATCH_MAX = 50;

let flushNow: (() => void) | null = null;

/**
 * Sends the events still waiting at once (keepalive, so they arrive even when the page is left):
 * call it right before leaving the page for another document.
 */
export function flushAnalytics(): void {
  flushNow?.();
}

/** Starts the analytics listener once per page; answers a function that stops it. */
export function startAnalytics(authenticationStatus: () => string): () => void {
  let queue: BusEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const batch = queue.splice(0, BATCH_MAX);
    queue = queue.length ? queue : [];
    if (batch.length === 0) return;
    call(analyticsEndpoints.recordEvents, { body: { events: batch }, keepalive: true }).catch((error: unknown) =>
      console.warn('Analytics events were not sent', error),
    );
    if (queue.length) timer = setTimeout(flush, BATCH_DELAY_MS);
  };

  flushNow = () => {
    if (timer) clearTimeout(timer);
    flush();
  };
  const stop = subscribe((event) => {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: event.name, authenticationStatus: authenticationStatus(), ...event.payload });
    queue.push(event);
    if (!timer) timer = setTimeout(flush, BATCH_DELAY_MS);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    flushNow = null;
    stop();
    document.removeEventListener('visibilitychange', onHide);
    if (timer) clearTimeout(timer);
    flush();
  };
}
