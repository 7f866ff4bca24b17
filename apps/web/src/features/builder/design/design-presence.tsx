import { changerOf, otherViewers, PRESENCE_HEARTBEAT_MS, presenceSentence, UNKNOWN_CHANGER, type Viewer } from '@eb/domain/live';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiConfig } from '../../../lib/config.ts';
import { useAppDispatch, useAppStore } from '../../../lib/hooks.ts';
import { designEventReceived, followReload } from '../state/design-live.ts';
import { openDesignStream } from '../state/design-stream.ts';

type Reports = Map<string, { viewers: Viewer[]; at: number }>;

/**
 * Follows the open design's change stream while it is shown (changes of others appear in the store,
 * design-live.ts, named after who made them) and says who else is viewing it ('Dana (rep) is viewing
 * this design'), or that the viewer has it open in another tab.
 */
export function DesignPresence({ designId }: { designId: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [self, setSelf] = useState<{ viewerId: string; personKey: string } | null>(null);
  const [reports, setReports] = useState<Reports>(() => new Map());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setReports(new Map());
    // The stream's own copy of what the state above shows, read when a change needs a name.
    let heard: { self: { viewerId: string; personKey: string } | null; reports: Reports } = { self: null, reports: new Map() };
    const close = openDesignStream(
      apiConfig.designBuilderBase,
      designId,
      () => store.getState().builder.designs[designId]?.version ?? null,
      {
        onEvent(event) {
          if (event.type === 'welcome') {
            heard = { ...heard, self: { viewerId: event.viewerId, personKey: event.personKey } };
            setSelf(heard.self);
          }
          if (event.type === 'presence') {
            heard = { ...heard, reports: new Map(heard.reports).set(event.source, { viewers: event.viewers, at: Date.now() }) };
            setReports(heard.reports);
            setNow(Date.now());
          }
          const who =
            event.type === 'change'
              ? changerOf(event.by, otherViewers(heard.reports, heard.self?.viewerId ?? null, Date.now()), heard.self?.personKey ?? null)
              : UNKNOWN_CHANGER;
          dispatch(designEventReceived(designId, event, who));
        },
        onGiveUp() {
          void dispatch(followReload(designId));
        },
      },
    );
    // Reports not repeated in time fade out.
    const timer = setInterval(() => setNow(Date.now()), PRESENCE_HEARTBEAT_MS);
    return () => {
      close();
      clearInterval(timer);
    };
  }, [designId, dispatch, store]);

  // Offline, who else is viewing is not known: the last report heard would only go stale.
  const online = useSyncExternalStore(
    onOnlineChange,
    () => navigator.onLine,
    () => true,
  );
  const sentence = online ? presenceSentence(otherViewers(reports, self?.viewerId ?? null, now), self?.personKey ?? null) : null;
  return (
    <p className="eb-design__presence" aria-live="polite">
      {sentence}
    </p>
  );
}

function onOnlineChange(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}
