import { useEffect, useSyncExternalStore } from 'react';
import { hasPendingWrites, subscribeToWrites } from '../state/design-write-queue.ts';

/** Asks the browser to confirm leaving the page (reload, close, another address). */
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers read returnValue; the text is the browser's own either way.
  event.returnValue = '';
}

/**
 * Whether the design's edits are kept: 'Saving…' while any is on its way to the server, then 'All
 * changes saved'. Edits show at once, so without it a person could leave with the last one unsent:
 * while it says 'Saving…' the browser asks before the page is left.
 */
export function SaveStatus({ designId }: { designId: string }) {
  const saving = useSyncExternalStore(
    subscribeToWrites,
    () => hasPendingWrites(designId),
    () => false,
  );
  useEffect(() => {
    if (!saving) return;
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [saving]);
  return (
    <p className="eb-save-status" role="status" data-saving={saving || undefined}>
      {saving ? 'Saving…' : 'All changes saved'}
    </p>
  );
}
