import { can, designFactsOf } from '@eb/domain/permissions';
import { useState } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { Button } from '../../ui/button.tsx';
import { ShareModal } from './share-modal.tsx';

/**
 * Who sees Share: the permission table's `design.share` (doc 001 §6: reps always; others only while
 * the design is not shared and it is theirs, ordered or not; never on a measure-and-install design),
 * the rule the server's share refuses by.
 */
export function showsShare(
  design: { sharedEmail: string | null; attributes: Record<string, string | null> },
  role: 'guest' | 'consumer' | 'rep',
  canChange: boolean,
): boolean {
  return can({ role, repId: null, isOwner: canChange }, 'design.share', {
    // The lock does not matter to Share (sharing does not change the design; doc 001 §4).
    design: designFactsOf({ attributes: design.attributes, isLockedOrOrdered: false }),
    shared: Boolean(design.sharedEmail),
  });
}

/** The design card's Share control and the Share modal (doc 001 §2, §4, §5). */
export function ShareControl({ view, canChange }: { view: DesignView; canChange: boolean }) {
  const me = useAppSelector(selectMe);
  const [open, setOpen] = useState(false);
  const role = me?.role ?? 'guest';
  const shown = showsShare(view.design, role, canChange);
  // A share that just made the design shared hides the button, but the modal stays for its last step.
  if (!shown && !open) return null;
  // The signature block is the rep's own (the table's signature.use, kept under their rep id).
  const repId = me?.repId ?? null;
  const rep = me && repId && can({ role, repId, isOwner: true }, 'signature.use') ? { repId, siteId: me.siteId } : null;
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
