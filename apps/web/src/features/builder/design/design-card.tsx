import { validateDesignName } from '@eb/domain/names';
import { designControls, duplicateDesignRule } from '@eb/domain/permissions-controls';
import { useMemo, useState } from 'react';
import type { DesignView } from '../../../lib/design-view.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { firstClickOnly } from '../../../lib/repeat-click.ts';
import { useHelpPhone, useSite } from '../../../lib/site-context.ts';
import { publishButtonSubmission } from '../../../lib/site-events.ts';
import { Button } from '../../../ui/button.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { PlusIcon } from '../../../ui/plus-icon.tsx';
import { useBuilderPlugins } from '../builder-plugins.ts';
import { NameModal } from '../modals/name-modal.tsx';
import { countRender } from '../render-count.ts';
import { RoomCard } from '../room/room-card.tsx';
import { scrollToElement } from '../smooth-scroll.ts';
import { addRoom, duplicateDesign, renameDesign } from '../state/builder-actions.ts';
import { selectCanChange, selectOpenDesigns } from '../state/builder-selectors.ts';
import { itemsExpanded } from '../state/builder-slice.ts';
import { designFacts, useActor, useEditing, windowFacts } from '../use-builder.ts';
import { DesignPresence } from './design-presence.tsx';
import { DesignSummary, useSummaryFigures } from './design-summary.tsx';
import { expandAllControl } from './expand-all.ts';
import { GO_TO_ROOM_MIN, GoToRoom } from './go-to-room.tsx';
import { ReadOnlyNote } from './read-only-note.tsx';
import { SaveStatus } from './save-status.tsx';
import { SummaryBar } from './summary-bar.tsx';
import { UndoRedo } from './undo-redo.tsx';

/** The selected design: actions bar, summary panel and room cards (doc 000 §2). */
export function DesignCard({
  view,
  onDuplicated,
  onClose,
}: {
  view: DesignView;
  onDuplicated: (designId: string) => void;
  /** Absent when the design cannot be closed (auto-release). */
  onClose?: (() => void) | undefined;
}) {
  countRender('design', view.design.designId);
  const dispatch = useAppDispatch();
  const { DesignKeepActions, SummaryActions, DesignBlocks } = useBuilderPlugins();
  const openDesigns = useAppSelector(selectOpenDesigns);
  const expandedIds = useAppSelector((state) => state.builder.expandedItemIds);
  const [dialog, setDialog] = useState<'rename' | 'duplicate' | null>(null);
  useEditing(`design:${view.design.designId}`, dialog !== null);
  const phone = useHelpPhone();
  const { design, rooms, items } = view;
  const actor = useActor(design.designId);
  // Someone else's design (opened by its link): the keep, send and summary actions show as on a locked one.
  const canChange = useAppSelector((state) => selectCanChange(state, design.designId));
  const locked = design.isLockedOrOrdered || !canChange;
  const facts = designFacts(design);
  const can = designControls(actor, facts);
  // The copy is the caller's own: an owner's Duplicate Design, or a read-only viewer's "Save a copy".
  const duplicateRule = duplicateDesignRule(actor, facts, items.map(windowFacts));
  const otherNames = openDesigns.filter((other) => other.designId !== design.designId).map((other) => other.name);
  const allNames = openDesigns.map((other) => other.name);
  const close = () => setDialog(null);
  // Rooms and windows get a design object that changes only when what they show of it changes.
  const attributesKey = JSON.stringify(design.attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for design.attributes.
  const info = useMemo(
    () => ({
      designId: design.designId,
      productLine: design.productLine,
      isLockedOrOrdered: design.isLockedOrOrdered,
      attributes: design.attributes,
    }),
    [design.designId, design.productLine, design.isLockedOrOrdered, attributesKey],
  );

  const figures = useSummaryFigures(design, items);
  const expandAll = expandAllControl(items, expandedIds);
  const site = useSite();

  const [copying, setCopying] = useState(false);
  const saveCopy = async () => {
    setCopying(true);
    const graph = await dispatch(duplicateDesign(design.designId, `${design.name} Copy`.slice(0, 50)));
    setCopying(false);
    if (graph) onDuplicated(graph.design.designId);
  };

  const add = async () => {
    const containerId = await dispatch(addRoom(design.designId));
    if (containerId) scrollToElement(`room-${containerId}`);
  };

  return (
    <div className="eb-design">
      <div className="eb-design__actions" role="toolbar" aria-label="Design actions">
        <h2 className="eb-design__name">{design.name}</h2>
        {can.canRenameDesign && (
          <Button variant="link" onClick={() => setDialog('rename')}>
            Rename<span className="eb-visually-hidden"> design</span>
          </Button>
        )}
        {/* The actions stay together: they move to a line of their own as one group when the name is long. */}
        <div className="eb-design__buttons">
          {expandAll.shown && (
            <Button variant="link" onClick={() => dispatch(itemsExpanded(expandAll.change))}>
              {expandAll.label}
            </Button>
          )}
          {canChange && duplicateRule !== 'hidden' && (
            <Button
              variant="secondary"
              disabled={duplicateRule === 'disabled'}
              aria-describedby={duplicateRule === 'disabled' ? 'eb-duplicate-why' : undefined}
              onClick={() => setDialog('duplicate')}
            >
              Duplicate Design
            </Button>
          )}
          {can.canAddRoom && (
            <Button variant="secondary" onClick={firstClickOnly(add)}>
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
      <DesignPresence designId={design.designId} />
      {canChange && duplicateRule === 'disabled' && (
        <p id="eb-duplicate-why" className="eb-muted eb-design__note">
          Designs with special-order products can be duplicated by our associates only. Call <PhoneLink phone={phone} /> for help.
        </p>
      )}
      {design.isLockedOrOrdered ? (
        <p className="eb-banner eb-banner--info">This design has been ordered and can no longer be changed.</p>
      ) : (
        !canChange && (
          <ReadOnlyNote sharedEmail={design.sharedEmail} canCopy={duplicateRule === 'allowed'} copying={copying} onCopy={saveCopy} />
        )
      )}
      <DesignBlocks view={view} />
      <div className="eb-design__layout">
        <div className="eb-design__rooms">
          {design.containers.map((containerId) => (
            <RoomCard key={containerId} design={info} containerId={containerId} showOnlyTotal={can.showOnlyTotal} />
          ))}
          {can.canAddRoom && (
            <Button variant="secondary" block className="eb-design__add-room" onClick={firstClickOnly(add)}>
              <PlusIcon />
              Add New Room
            </Button>
          )}
        </div>
        <div className="eb-design__summary">
          {rooms.length >= GO_TO_ROOM_MIN && <GoToRoom rooms={rooms.map((room) => room.container)} />}
          <DesignSummary design={design} items={items} figures={figures}>
            <SummaryActions view={view} locked={locked} />
          </DesignSummary>
        </div>
      </div>
      <SummaryBar design={design} figures={figures} />

      <NameModal
        open={dialog === 'rename'}
        title="Rename Design name"
        verb="Save"
        label="Estimate name"
        initialName={design.name}
        validate={(name) => validateDesignName(name, otherNames, 'rename')}
        onClose={close}
        onSubmit={async (name) => {
          if (await dispatch(renameDesign(design.designId, name))) close();
        }}
      />
      <NameModal
        open={dialog === 'duplicate'}
        title="Duplicate Design"
        verb="Duplicate Design"
        label="Design name"
        initialName={`${design.name} Copy`.slice(0, 50)}
        validate={(name) => validateDesignName(name, allNames, 'duplicate')}
        onClose={close}
        onSubmit={async (name) => {
          const graph = await dispatch(duplicateDesign(design.designId, name));
          if (graph) {
            publishButtonSubmission(site, 'duplicate', design.designId);
            close();
            onDuplicated(graph.design.designId);
          }
        }}
      />
    </div>
  );
}
