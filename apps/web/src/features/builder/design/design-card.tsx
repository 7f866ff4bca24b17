import type { DesignView } from '../../../lib/design-view.ts';
import { firstClickOnly } from '../../../lib/repeat-click.ts';
import { Button } from '../../../ui/button.tsx';
import { PlusIcon } from '../../../ui/plus-icon.tsx';
import { useBuilderPlugins } from '../builder-plugins.ts';
import { useWindowSlices } from '../progressive-mount.ts';
import { countRender } from '../render-count.ts';
import { RoomCard } from '../room/room-card.tsx';
import { DesignActions } from './design-actions.tsx';
import { DesignNameDialogs } from './design-name-dialogs.tsx';
import { DesignNotes } from './design-notes.tsx';
import { DesignPresence } from './design-presence.tsx';
import { DesignSummary } from './design-summary.tsx';
import { GO_TO_ROOM_MIN, GoToRoom } from './go-to-room.tsx';
import { PriceChangesPanel } from './price-changes-panel.tsx';
import { SummaryBar } from './summary-bar.tsx';
import { useDesignCard } from './use-design-card.ts';

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
  const { SummaryActions, DesignBlocks } = useBuilderPlugins();
  const card = useDesignCard(view, onDuplicated);
  const { design, rooms, items } = view;
  useWindowSlices(design.designId, items.length);

  return (
    <div className="eb-design">
      <DesignActions
        view={view}
        locked={card.locked}
        canChange={card.canChange}
        can={card.can}
        duplicateRule={card.duplicateRule}
        expandAll={card.expandAll}
        onOpenDialog={card.openDialog}
        onToggleExpandAll={card.toggleExpandAll}
        onAdd={card.add}
        onClose={onClose}
      />
      <DesignPresence designId={design.designId} />
      <DesignNotes
        design={design}
        canChange={card.canChange}
        duplicateRule={card.duplicateRule}
        phone={card.phone}
        copying={card.copying}
        onCopy={card.saveCopy}
      />
      <DesignBlocks view={view} />
      <PriceChangesPanel designId={design.designId} />
      {/* The summary comes before the rooms (doc 000 §2's order, and the reading and Tab order at every
          width); on desktop it is drawn as the column to their right. */}
      <div className="eb-design__layout">
        <div className="eb-design__summary">
          {rooms.length >= GO_TO_ROOM_MIN && <GoToRoom rooms={rooms.map((room) => room.container)} />}
          <DesignSummary design={design} items={items} figures={card.figures}>
            <SummaryActions view={view} locked={card.locked} />
          </DesignSummary>
        </div>
        <div className="eb-design__rooms">
          {design.containers.map((containerId) => (
            <RoomCard key={containerId} design={card.info} containerId={containerId} showOnlyTotal={card.can.showOnlyTotal} />
          ))}
          {card.can.canAddRoom && (
            <Button variant="secondary" block className="eb-design__add-room" onClick={firstClickOnly(card.add)}>
              <PlusIcon />
              Add New Room
            </Button>
          )}
        </div>
      </div>
      <SummaryBar design={design} figures={card.figures} />

      <DesignNameDialogs
        name={design.name}
        dialog={card.dialog}
        otherNames={card.otherNames}
        allNames={card.allNames}
        onClose={card.closeDialog}
        onRename={card.rename}
        onDuplicate={card.duplicate}
      />
    </div>
  );
}
