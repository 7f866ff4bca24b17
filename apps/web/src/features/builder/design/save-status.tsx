import { useSyncExternalStore } from 'react';
import { hasPendingWrites, subscribeToWrites } from '../state/design-write-queue.ts';

/**
 * Whether the design's edits are kept: 'Saving…' while any is on its way to the server, then 'All
 * changes saved'. Edits show at once, so without it a person could leave with the last one unsent.
 */
export function SaveStatus({ designId }: { designId: string }) {
  const saving = useSyncExternalStore(
    subscribeToWrites,
    () => hasPendingWrites(designId),
    () => false,
  );
  return (
    <p className="eb-save-status" role="status" data-saving={saving || undefined}>
      {saving ? 'Saving…' : 'All changes saved'}
    </p>
  );
}
