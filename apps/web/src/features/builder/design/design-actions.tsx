import type { DesignControls, DuplicateDesignRule } from '@eb/domain/permissions-controls';
import type { DesignView } from '../../../lib/design-view.ts';
import { firstClickOnly } from '../../../lib/repeat-click.ts';
import { Button } from '../../../ui/button.tsx';
import { PlusIcon } from '../../../ui/plus-icon.tsx';
import { useBuilderPlugins } from '../builder-plugins.ts';
import type { expandAllControl } from './expand-all.ts';
import { SaveStatus } from './save-status.tsx';
import { UndoRedo } from './undo-redo.tsx';
import type { DesignDialog } from './use-design-card.ts';

/** The design card's actions bar: its name, the editing actions, then keeping, sending, undo and redo. */
export function DesignActions({
  view,
  locked,
  canChange,
  can,
  duplicateRule,
  expandAll,
  onOpenDialog,
  onToggleExpandAll,
  onAdd,
  onClose,
}: {
  view: DesignView;
  locked: boolean;
  canChange: boolean;
  can: DesignControls;
  duplicateRule: DuplicateDesignRule;
  expandAll: ReturnType<typeof expandAllControl>;
  onOpenDialog: (dialog: DesignDialog) => void;
  onToggleExpandAll: () => void;
  onAdd: () => Promise<void>;
  /** Absent when the design cannot be closed (auto-release). */
  onClose?: (() => void) | undefined;
}) {
  const { DesignKeepActions } = useBuilderPlugins();
  const { design } = view;
  return (
    <div className="eb-design__actions" role="toolbar" aria-label="Design actions">
      <h2 className="eb-design__name">{design.name}</h2>
      {can.canRenameDesign && (
        <Button variant="link" onClick={() => onOpenDialog('rename')}>
          Rename<span className="eb-visually-hidden"> design</span>
        </Button>
      )}
      {/* The actions stay together: they move to a line of their own as one group when the name is long. */}
      <div className="eb-design__buttons">
        {expandAll.shown && (
          <Button variant="link" onClick={onToggleExpandAll}>
            {expandAll.label}
          </Button>
        )}
        {canChange && duplicateRule !== 'hidden' && (
          <Button
            variant="secondary"
            disabled={duplicateRule === 'disabled'}
            aria-describedby={duplicateRule === 'disabled' ? 'eb-duplicate-why' : undefined}
            onClick={() => onOpenDialog('duplicate')}
          >
            Duplicate Design
          </Button>
        )}
        {can.canAddRoom && (
          <Button variant="secondary" onClick={firstClickOnly(onAdd)}>
            <PlusIcon />
            Add New Room
          </Button>
        )}
        {onClose && (
          <Button variant="link" onClick={onClose}>
            Close Design
          </Button>
        )}
      </div>
      {/* Keeping and sending the design, then undo and redo: a row of their own under the editing actions. */}
      <div className="eb-design__keep">
        <DesignKeepActions view={view} locked={locked} canChange={canChange} />
        {!locked && <SaveStatus designId={design.designId} />}
        <UndoRedo designId={design.designId} disabled={locked} />
      </div>
    </div>
  );
}
