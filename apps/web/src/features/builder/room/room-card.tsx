import type { Container, Item } from '@eb/domain/design';
import { priceDesign } from '@eb/domain/design-pricing';
import { isInternal } from '@eb/domain/permissions';
import { roomControls } from '@eb/domain/permissions-controls';
import { roomBanner } from '@eb/domain/validity';
import { type CSSProperties, memo, useMemo, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { firstClickOnly } from '../../../lib/repeat-click.ts';
import { useHelpPhone } from '../../../lib/site-context.ts';
import type { RootState } from '../../../lib/store-types.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { Button } from '../../../ui/button.tsx';
import { PlusIcon } from '../../../ui/plus-icon.tsx';
import { RoomPick, useBulkControls } from '../bulk/bulk-pick.tsx';
import { useAllWindowsRendered, useRoomNearScreen, WINDOWED_FROM } from '../progressive-mount.ts';
import { countRender } from '../render-count.ts';
import { scrollToElement } from '../smooth-scroll.ts';
import { copyRoom } from '../state/builder-actions.ts';
import { type DesignInfo, designFacts, useActor, useBuilderMode, useEditing, windowFacts } from '../use-builder.ts';
import { WindowSlot } from '../window/window-slot.tsx';
import { RoomCardActions } from './room-card-actions.tsx';
import { RoomCardBanner } from './room-card-banner.tsx';
import { RoomCardDialogs } from './room-card-dialogs.tsx';
import { RoomCardHeader } from './room-card-header.tsx';
import { useAddWindow } from './use-add-window.ts';

export interface RoomCardProps {
  design: DesignInfo;
  containerId: string;
  showOnlyTotal: boolean;
}

const noItems: Item[] = [];

/**
 * A room card reads its own room and windows from the store, so a change elsewhere in the design
 * (another room, another window) does not render it again.
 */
export const RoomCard = memo(function RoomCard({ design, containerId, showOnlyTotal }: RoomCardProps) {
  const room = useAppSelector((state) => state.builder.containers[containerId]);
  const items = useAppSelector((state) => room?.items.flatMap((itemId) => state.builder.items[itemId] ?? []) ?? noItems, shallowEqual);
  // Where the room's windows start among the design's: later windows render a little later (progressive-mount.ts).
  // Once every window has rendered, where a room starts no longer matters: a window added to one room
  // does not render the rooms after it again.
  const allRendered = useAllWindowsRendered(design.designId);
  const firstIndex = useAppSelector((state) => (allRendered ? 0 : windowsBefore(state.builder, design.designId, containerId)));
  if (!room) return null;
  return <RoomCardView design={design} room={room} items={items} firstIndex={firstIndex} showOnlyTotal={showOnlyTotal} />;
});

interface RoomCardViewProps {
  design: DesignInfo;
  room: Container;
  items: Item[];
  /** The place of the room's first window among the design's windows. */
  firstIndex: number;
  showOnlyTotal: boolean;
}

/** How many windows the design's rooms before this one hold. */
function windowsBefore(builder: RootState['builder'], designId: string, containerId: string): number {
  let count = 0;
  for (const id of builder.designs[designId]?.containers ?? []) {
    if (id === containerId) return count;
    count += builder.containers[id]?.items.length ?? 0;
  }
  return count;
}

/**
 * A room: label, name, Rename, Room Total, its actions, its windows and Add New Window. The Rename link
 * beside the name is the room's one rename control; the actions bar holds Duplicate Room and Delete Room.
 */
function RoomCardView({ design, room, items, firstIndex, showOnlyTotal }: RoomCardViewProps) {
  countRender('room', room.containerId);
  const roomInfo = useMemo(
    () => ({ containerId: room.containerId, charLabel: room.charLabel, name: room.name }),
    [room.containerId, room.charLabel, room.name],
  );
  const dispatch = useAppDispatch();
  const viewer = useViewer();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  useEditing(`room:${room.containerId}`, dialog !== null);
  const can = roomControls(useActor(design.designId), designFacts(design), items.map(windowFacts));
  const designId = design.designId;
  const close = () => setDialog(null);
  // The Room Total: the room's selected windows, by the one pricing of a design (Save for Later is left out).
  const total = useMemo(() => priceDesign({ items, isAutoRelease: false }), [items]);
  const mode = useBuilderMode();
  const phone = useHelpPhone();
  const banner = roomBanner(items, mode, isInternal(viewer));
  const { addButton, add } = useAddWindow(designId, room.containerId);
  const section = useRef<HTMLElement>(null);
  const bulk = useBulkControls(design);
  const windowed = useAppSelector((state) => (state.builder.designs[designId]?.items.length ?? 0) >= WINDOWED_FROM);
  useRoomNearScreen(designId, room.containerId, items.length, section, windowed);
  const duplicate = async () => {
    const containerId = await dispatch(copyRoom(designId, room.containerId));
    if (containerId) scrollToElement(`room-${containerId}`);
  };

  return (
    <section
      ref={section}
      id={`room-${room.containerId}`}
      className="eb-room eb-card"
      aria-labelledby={`room-${room.containerId}-name`}
      style={sizeHint(room.items.length)}
    >
      <RoomCardHeader
        room={room}
        total={total}
        showOnlyTotal={showOnlyTotal}
        canRename={can.canRename}
        onRename={() => setDialog('rename')}
        pick={bulk.selectable && <RoomPick designId={designId} itemIds={room.items} roomName={room.name} />}
      />
      {(can.canDuplicate || can.canDelete) && (
        <RoomCardActions
          roomName={room.name}
          canDuplicate={can.canDuplicate}
          canDelete={can.canDelete}
          onDuplicate={duplicate}
          onDelete={() => setDialog('delete')}
        />
      )}
      {banner && <RoomCardBanner banner={banner} mode={mode} phone={phone} />}
      <div className="eb-room__windows">
        {items.map((item, index) => (
          <WindowSlot key={item.itemId} design={design} room={roomInfo} item={item} index={firstIndex + index} indexInRoom={index} />
        ))}
        {items.length === 0 && <p className="eb-muted eb-room__empty">This room has no windows yet.</p>}
      </div>
      {can.canAddWindow && (
        <Button ref={addButton} variant="secondary" block className="eb-room__add" onClick={firstClickOnly(add)}>
          <PlusIcon />
          Add New Window
        </Button>
      )}

      <RoomCardDialogs designId={designId} room={room} windows={items.length} dialog={dialog} close={close} />
    </section>
  );
}

/**
 * How tall a room far from the screen is taken to be until it has been shown once (builder.css:
 * rooms are laid out and painted only near the screen): its windows one a row, or two a row on wide screens.
 */
function sizeHint(windows: number): CSSProperties {
  return { '--eb-room-windows': windows, '--eb-room-rows': Math.ceil(windows / 2) } as CSSProperties;
}
