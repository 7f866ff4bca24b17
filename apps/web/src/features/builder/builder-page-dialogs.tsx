import type { Design } from '@eb/domain/design';
import { nextDesignName } from '@eb/domain/labels';
import { validateDesignName } from '@eb/domain/names';
import { modeOf } from '../../lib/builder-paths.ts';
import { ConfirmModal } from './modals/confirm-modal.tsx';
import { NameModal } from './modals/name-modal.tsx';

/** The page's two dialogs: naming a new design, and asking before a design closes unsaved. */
export function BuilderPageDialogs({
  designs,
  newDesignOpen,
  onNewDesignClose,
  onAddDesign,
  closing,
  onCloseCancel,
  onCloseConfirm,
}: {
  designs: Design[];
  newDesignOpen: boolean;
  onNewDesignClose: () => void;
  onAddDesign: (name: string) => Promise<unknown>;
  closing: Design | null;
  onCloseCancel: () => void;
  onCloseConfirm: (design: Design) => Promise<unknown>;
}) {
  const names = designs.map((design) => design.name);
  const closingInstall = closing ? modeOf(closing) === 'mandi' : false;
  return (
    <>
      <NameModal
        open={newDesignOpen}
        title="Add New Design"
        verb="Add Design"
        label="Design name"
        initialName={nextDesignName(designs.length)}
        validate={(name) => validateDesignName(name, names, 'add')}
        onClose={onNewDesignClose}
        onSubmit={onAddDesign}
      />
      <ConfirmModal
        open={closing !== null}
        title={closingInstall ? 'Remove Design' : 'Close Unsaved Design'}
        confirmLabel={closingInstall ? 'Remove This Design' : 'Close Without Saving'}
        danger
        onClose={onCloseCancel}
        onConfirm={() => (closing ? onCloseConfirm(closing) : undefined)}
      >
        {closingInstall ? (
          <p>
            <strong>{closing?.name}</strong> will be removed from this session.
          </p>
        ) : (
          <p>
            <strong>{closing?.name}</strong> has not been saved. If you close it, your changes will be lost.
          </p>
        )}
      </ConfirmModal>
    </>
  );
}
