import type { DesignEvent } from '@eb/domain/live';

/**
 * Follows one design's change stream (server-sent events). The browser's EventSource reconnects by
 * itself and sends the last change's id (the version), so a client that was away catches up or is
 * told to reload. Events are handed over parsed; a frame that cannot be read is skipped.
 */
export interface StreamHandlers {
  onEvent(event: DesignEvent): void;
  /** The connection is up (true) or lost and retrying (false). */
  onStatus?(connected: boolean): void;
}

const EVENT_TYPES = ['welcome', 'change', 'reload', 'presence'] as const;

export function openDesignStream(base: string, designId: string, sinceVersion: number | null, handlers: StreamHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const query = sinceVersion === null ? '' : `?since=${sinceVersion}`;
  const source = new EventSource(`${base}/designs/${designId}/events${query}`, { withCredentials: true });
  const receive = (message: MessageEvent<string>) => {
    try {
      handlers.onEvent(JSON.parse(message.data) as DesignEvent);
    } catch {
      // Unreadable frames are skipped; the next change or a reload brings the design up to date.
    }
  };
  for (const type of EVENT_TYPES) source.addEventListener(type, receive as EventListener);
  source.onopen = () => handlers.onStatus?.(true);
  source.onerror = () => handlers.onStatus?.(false);
  return () => source.close();
}
