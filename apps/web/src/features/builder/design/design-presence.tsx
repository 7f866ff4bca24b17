import { otherViewers, PRESENCE_HEARTBEAT_MS, presenceSentence, type Viewer } from '@eb/domain/live';
import { useEffect, useState } from 'react';
import { apiConfig } from '../../../lib/config.ts';
import { useAppDispatch, useAppStore } from '../../../lib/hooks.ts';
import { designEventReceived, followReload } from '../state/design-live.ts';
import { openDesignStream } from '../state/design-stream.ts';

type Reports = Map<string, { viewers: Viewer[]; at: number }>;

/**
 * Follows the open design's change stream while it is shown (changes of others appear in the store,
 * design-live.ts) and says who else is viewing it ('Dana (rep) is viewing this design'), or that the
 * viewer has it open in another tab.
 */
export function DesignPresence({ designId }: { designId: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [self, setSelf] = useState<{ viewerId: string; personKey: string } | null>(null);
  const [reports, setReports] = useState<Reports>(() => new Map());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setReports(new Map());
    const close = openDesignStream(
      apiConfig.designBuilderBase,
      designId,
      () => store.getState().builder.designs[designId]?.version ?? null,
      {
        onEvent(event) {
          if (event.type === 'welcome') setSelf({ viewerId: event.viewerId, personKey: event.personKey });
          if (event.type === 'presence') {
            setReports((previous) => new Map(previous).set(event.source, { viewers: event.viewers, at: Date.now() }));
            setNow(Date.now());
          }
          dispatch(designEventReceived(designId, event));
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

  const sentence = presenceSentence(otherViewers(reports, self?.viewerId ?? null, now), self?.personKey ?? null);
  return (
    <p className="eb-design__presence" aria-live="polite">
      {sentence}
    </p>
  );
}
