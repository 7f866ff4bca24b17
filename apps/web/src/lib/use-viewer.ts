import type { Viewer } from '@eb/domain/permissions';
import { useAppSelector } from './hooks.ts';
import { selectMe } from './session-slice.ts';

/** Who is looking, for the permission table. */
export function useViewer(): Viewer {
  const me = useAppSelector(selectMe);
  return { role: me?.role ?? 'guest', repId: me?.role === 'rep' ? me.repId : null };
}
