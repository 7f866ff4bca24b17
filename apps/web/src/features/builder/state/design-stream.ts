import { type DesignEvent, designEventSchema } from '@eb/domain/live';

/**
 * Follows one design's change stream (server-sent events). The browser's EventSource reconnects by
 * itself and sends the last change's id (the version), so a client that was away catches up or is
 * told to reload. When the browser gives up (the connection closed for good) or the network comes
 * back after going offline, the stream is opened again from the latest version the page has.
 * Events are handed over parsed; a frame that cannot be read is skipped.
 *
 * A tab in the background holds no stream: it closes once the tab has been hidden for a few seconds
 * (a quick look at another tab keeps it) and opens again, from the version the page has, when the
 * tab is shown. Over HTTP/1.1 a browser keeps at most six connections to one host for all its tabs
 * together, and each open stream holds one for good, so six builder tabs would otherwise leave every
 * other request of the site waiting.
 */
export interface StreamHandlers {
  onEvent(event: DesignEvent): void;
  /** The connection is up (true) or lost and retrying (false). */
  onStatus?(connected: boolean): void;
  /**
   * The browser gave up on the stream: the server answered with an error (the design may be gone)
   * or could not be reached. The stream is tried again later, waiting longer each time.
   */
  onGiveUp?(): void;
}

const EVENT_TYPES = ['welcome', 'change', 'reload', 'presence'] as const;
/** In development and tests each event is checked against its contract, as every answer is; a production build trusts the server. */
const CHECK_EVENTS = import.meta.env.DEV;

/** One frame's event, or null for a frame that is not JSON (or, where events are checked, breaks the contract: said on the console). */
export function readEvent(data: string): DesignEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  if (!CHECK_EVENTS) return event as DesignEvent;
  const checked = designEventSchema.safeParse(event);
  if (checked.success) return event as DesignEvent;
  console.error(`A change stream event does not follow its contract: ${checked.error.message}`);
  return null;
}
const REOPEN_MS = 2000;
const REOPEN_MAX_MS = 30_000;
/** How long a hidden tab keeps its stream. */
export const HIDDEN_CLOSE_MS = 5000;

export function openDesignStream(
  base: string,
  designId: string,
  sinceVersion: number | null | (() => number | null),
  handlers: StreamHandlers,
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const since = typeof sinceVersion === 'function' ? sinceVersion : () => sinceVersion;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hiding: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let reopenMs = REOPEN_MS;

  const receive = (message: MessageEvent<string>) => {
    const event = readEvent(message.data);
    // Unreadable frames are skipped; the next change or a reload brings the design up to date.
    if (event) handlers.onEvent(event);
  };
  const hidden = () => globalThis.document?.visibilityState === 'hidden';
  const open = () => {
    clearTimeout(timer);
    source?.close();
    source = null;
    if (stopped || hidden()) return;
    const version = since();
    const query = version === null ? '' : `?since=${version}`;
    const current = new EventSource(`${base}/designs/${designId}/events${query}`, { withCredentials: true });
    source = current;
    for (const type of EVENT_TYPES) current.addEventListener(type, receive as EventListener);
    current.onopen = () => {
      reopenMs = REOPEN_MS;
      handlers.onStatus?.(true);
    };
    current.onerror = () => {
      handlers.onStatus?.(false);
      // CONNECTING: the browser retries by itself. CLOSED: it gave up, so try again a little later.
      if (current.readyState !== EventSource.CLOSED || source !== current) return;
      handlers.onGiveUp?.();
      timer = setTimeout(open, reopenMs);
      reopenMs = Math.min(reopenMs * 2, REOPEN_MAX_MS);
    };
  };
  const online = () => open();
  // Offline, the stream is closed at once (a connection may otherwise look alive while nothing
  // arrives); back online, it opens again from the version the page has and catches up.
  const close = () => {
    clearTimeout(timer);
    source?.close();
    source = null;
    handlers.onStatus?.(false);
  };
  const visibility = () => {
    clearTimeout(hiding);
    if (hidden()) hiding = setTimeout(close, HIDDEN_CLOSE_MS);
    else if (source === null) open();
  };
  globalThis.addEventListener?.('online', online);
  globalThis.addEventListener?.('offline', close);
  globalThis.document?.addEventListener('visibilitychange', visibility);
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(hiding);
    globalThis.removeEventListener?.('online', online);
    globalThis.removeEventListener?.('offline', close);
    globalThis.document?.removeEventListener('visibilitychange', visibility);
    source?.close();
  };
}
