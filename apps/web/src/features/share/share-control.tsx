import { isMandiDesign } from '@eb/domain/design';
import { useState } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { Button } from '../../ui/button.tsx';
import { ShareModal } from './share-modal.tsx';

/**
 * Who sees Share (doc 001 §6): reps always; others only while the design is not shared and it is
 * theirs. An ordered design is still theirs to share (sharing does not change it; doc 001 §4). Never
 * on a measure-and-install design.
 */
export function showsShare(
  design: { sharedEmail: string | null; attributes: Record<string, string | null> },
  role: 'guest' | 'consumer' | 'rep',
  canChange: boolean,
): boolean {
  if (isMandiDesign(design)) return false;
  if (role === 'rep') return true;
  return !design.sharedEmail && canChange;
}

/** The design card's Share control and the Share modal (doc 001 §2, §4, §5). */
export function ShareControl({ view, canChange }: { view: DesignView; canChange: boolean }) {
  const me = useAppSelector(selectMe);
  const [open, setOpen] = useState(false);
  const role = me?.role ?? 'guest';
  const shown = showsShare(view.design, role, canChange);
  // A share that just made the design shared hides the button, but the modal stays for its last step.
  if (!shown && !open) return null;
  const rep = me?.role === 'rep' && me.repId ? { repId: me.repId, siteId: me.siteId } : null;
  return (
    <>
      {shown && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Share
        </Button>
      )}
      {open && <ShareModal currentDesignId={view.design.designId} rep={rep} onClose={() => setOpen(false)} />}
    </>
  );
}
