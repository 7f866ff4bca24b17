import { validateDesignName } from '@eb/domain/names';
import { NameModal } from '../modals/name-modal.tsx';
import type { DesignDialog } from './use-design-card.ts';

/** The design card's Rename and Duplicate Design dialogs, one open at a time. */
export function DesignNameDialogs({
  name,
  dialog,
  otherNames,
  allNames,
  onClose,
  onRename,
  onDuplicate,
}: {
  /** The design's current name. */
  name: string;
  dialog: DesignDialog | null;
  /** The other open designs' names (a rename may keep its own). */
  otherNames: string[];
  allNames: string[];
  onClose: () => void;
  onRename: (name: string) => Promise<void>;
  onDuplicate: (name: string) => Promise<void>;
}) {
  return (
    <>
      <NameModal
        open={dialog === 'rename'}
        title="Rename Design name"
        verb="Save"
        label="Estimate name"
        initialName={name}
        validate={(newName) => validateDesignName(newName, otherNames, 'rename')}
        onClose={onClose}
        onSubmit={onRename}
      />
      <NameModal
        open={dialog === 'duplicate'}
        title="Duplicate Design"
        verb="Duplicate Design"
        label="Design name"
        initialName={`${name} Copy`.slice(0, 50)}
        validate={(newName) => validateDesignName(newName, allNames, 'duplicate')}
        onClose={onClose}
        onSubmit={onDuplicate}
      />
    </>
  );
}
