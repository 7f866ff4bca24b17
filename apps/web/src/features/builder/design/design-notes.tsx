import type { Design } from '@eb/domain/design';
import type { DuplicateDesignRule } from '@eb/domain/permissions-controls';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { ReadOnlyNote } from './read-only-note.tsx';

/** Under the actions bar: why Duplicate Design is disabled, and the ordered banner or the read-only note. */
export function DesignNotes({
  design,
  canChange,
  duplicateRule,
  phone,
  copying,
  onCopy,
}: {
  design: Pick<Design, 'isLockedOrOrdered' | 'sharedEmail'>;
  canChange: boolean;
  duplicateRule: DuplicateDesignRule;
  phone: string;
  copying: boolean;
  onCopy: () => Promise<void>;
}) {
  return (
    <>
      {canChange && duplicateRule === 'disabled' && (
        <p id="eb-duplicate-why" className="eb-muted eb-design__note">
          Designs with special-order products can be duplicated by our associates only. Call <PhoneLink phone={phone} /> for help.
        </p>
      )}
      {design.isLockedOrOrdered ? (
        <p className="eb-banner eb-banner--info">This design has been ordered and can no longer be changed.</p>
      ) : (
        !canChange && (
          <ReadOnlyNote sharedEmail={design.sharedEmail} canCopy={duplicateRule === 'allowed'} copying={copying} onCopy={onCopy} />
        )
      )}
    </>
  );
}
