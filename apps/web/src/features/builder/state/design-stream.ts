import type { DesignEvent } from '@eb/domain/live';

/**
 * Follows one design's change stream (server-sent events). The browser's EventSource reconnects by
 * itself and sends the last change's id (the version), so a client that was away catches up or is
 * told to reload. When the browser gives up (the connection closed for good) or the network comes
 * back after going offline, the stream is opened again from the latest version the page has. Events are handed over
 * parsed; a frame that cannot be read is skipped.
 */
export interface StreamHandlers {
  onEvent(event: DesignEvent): void;
  /** The connection is up (true) or lost and retrying (false). */
  onStatus?(connected: boolean): void;
}

const EVENT_TYPES = ['welcome', 'change', 'reload', 'presence'] as const;
const REOPEN_MS = 2000;

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
  let stopped = false;

  const receive = (message: MessageEvent<string>) => {
    try {
      handlers.onEvent(JSON.parse(message.data) as DesignEvent);
    } catch {
      // Unreadable frames are skipped; the next change or a reload brings the design up to date.
    }
  };
  const open = () => {
    clearTimeout(timer);
    source?.close();
    if (stopped) return;
    const version = since();
    const query = version === null ? '' : `?since=${version}`;
    const current = new EventSource(`${base}/designs/${designId}/events${query}`, { withCredentials: true });
    source = current;
    for (const type of EVENT_TYPES) current.addEventListener(type, receive as EventListener);
    current.onopen = () => handlers.onStatus?.(true);
    current.onerror = () => {
      handlers.onStatus?.(false);
      // CONNECTING: the browser retries by itself. CLOSED: it gave up, so try again a little later.
      if (current.readyState === EventSource.CLOSED && source === current) timer = setTimeout(open, REOPEN_MS);
    };
  };
  const online = () => open();
  // Offline, the stream is closed at once (a connection may otherwise look alive while nothing
  // arrives); back online, it opens again from the version the page has and catches up.
  const offline = () => {
    clearTimeout(timer);
    source?.close();
    source = null;
    handlers.onStatus?.(false);
  };
  globalThis.addEventListener?.('online', online);
  globalThis.addEventListener?.('offline', offline);
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    globalThis.removeEventListener?.('online', online);
    globalThis.removeEventListener?.('offline', offline);
    source?.close();
  };
}
