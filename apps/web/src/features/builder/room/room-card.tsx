import type { Container, Item } from '@eb/domain/design';
import { priceDesign } from '@eb/domain/design-pricing';
import { toDollars } from '@eb/domain/money';
import { validateRoomName } from '@eb/domain/names';
import { roomControls } from '@eb/domain/permissions-controls';
import { roomBanner } from '@eb/domain/validity';
import { type CSSProperties, memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../lib/hooks.ts';
import { firstClickOnly } from '../../../lib/repeat-click.ts';
import { useHelpPhone } from '../../../lib/site-context.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { Button } from '../../../ui/button.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { PlusIcon } from '../../../ui/plus-icon.tsx';
import { Price } from '../../../ui/price.tsx';
import { focusAfterRoomDeleted } from '../focus-after.ts';
import { ConfirmModal } from '../modals/confirm-modal.tsx';
import { NameModal } from '../modals/name-modal.tsx';
import { countRender } from '../render-count.ts';
import { scrollToElement } from '../smooth-scroll.ts';
import { addWindow, copyRoom, deleteRoom, renameRoom } from '../state/builder-actions.ts';
import { type DesignInfo, designFacts, useActor, useBuilderMode, useEditing, windowFacts } from '../use-builder.ts';
import { WindowCard } from '../window/window-card.tsx';

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
  if (!room) return null;
  return <RoomCardView design={design} room={room} items={items} showOnlyTotal={showOnlyTotal} />;
});

interface RoomCardViewProps {
  design: DesignInfo;
  room: Container;
  items: Item[];
  showOnlyTotal: boolean;
}

/**
 * A room: label, name, Rename, Room Total, its actions, its windows and Add New Window. The Rename link
 * beside the name is the room's one rename control; the actions bar holds Duplicate Room and Delete Room.
 */
function RoomCardView({ design, room, items, showOnlyTotal }: RoomCardViewProps) {
  countRender('room', room.containerId);
  const roomInfo = useMemo(
    () => ({ containerId: room.containerId, charLabel: room.charLabel, name: room.name }),
    [room.containerId, room.charLabel, room.name],
  );
  const store = useAppStore();
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
  const banner = roomBanner(items, mode, viewer.role === 'rep');

  // Adding a window scrolls to the bottom of its room (doc 000 §4): the new window shows at once,
  // and the page moves by its height so Add New Window stays under the pointer (a double click still
  // adds one: see firstClickOnly).
  const addButton = useRef<HTMLButtonElement>(null);
  const anchor = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = anchor.current;
    anchor.current = null;
    const button = addButton.current;
    if (before === null || !button) return;
    const moved = button.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  });
  const add = async () => {
    anchor.current = addButton.current?.getBoundingClientRect().top ?? null;
    const itemId = await dispatch(addWindow(designId, room.containerId));
    if (!itemId) anchor.current = null;
  };
  const duplicate = async () => {
    const containerId = await dispatch(copyRoom(designId, room.containerId));
    if (containerId) scrollToElement(`room-${containerId}`);
  };

  return (
    <section
      id={`room-${room.containerId}`}
      className="eb-room eb-card"
      aria-labelledby={`room-${room.containerId}-name`}
      style={sizeHint(room.items.length)}
    >
      <header className="eb-room__header">
        <span className="eb-room__label" aria-hidden="true">
          {room.charLabel}
        </span>
        <h2 id={`room-${room.containerId}-name`} className="eb-room__name">
          <span className="eb-visually-hidden">Room {room.charLabel}: </span>
          {room.name}
        </h2>
        {can.canRename && (
          <Button variant="link" onClick={() => setDialog('rename')}>
            Rename<span className="eb-visually-hidden"> {room.name}</span>
          </Button>
        )}
        <p className="eb-room__total">
          <span className="eb-room__total-label">Room Total</span>{' '}
          <Price subtotal={toDollars(total.productCents)} retail={toDollars(total.retailCents)} retailOnly={showOnlyTotal} />
        </p>
      </header>
      {(can.canDuplicate || can.canDelete) && (
        <fieldset className="eb-room__actions">
          <legend className="eb-visually-hidden">{`${room.name} actions`}</legend>
          {can.canDuplicate && (
            <Button variant="secondary" onClick={duplicate}>
              Duplicate Room
            </Button>
          )}
          {can.canDelete && (
            <Button variant="secondary" className="eb-button--quiet-danger" onClick={() => setDialog('delete')}>
              Delete Room
            </Button>
          )}
        </fieldset>
      )}
      {banner && (
        <p className="eb-banner eb-banner--flag eb-room__banner" role="note">
          {banner}
          {mode === 'product' && (
            <>
              {' '}
              call <PhoneLink phone={phone} />.
            </>
          )}
        </p>
      )}
      <div className="eb-room__windows">
        {items.map((item) => (
          <WindowCard key={item.itemId} design={design} room={roomInfo} item={item} />
        ))}
        {items.length === 0 && <p className="eb-muted eb-room__empty">This room has no windows yet.</p>}
      </div>
      {can.canAddWindow && (
        <Button ref={addButton} variant="secondary" block className="eb-room__add" onClick={firstClickOnly(add)}>
          <PlusIcon />
          Add New Window
        </Button>
      )}

      <NameModal
        open={dialog === 'rename'}
        title="Rename Room"
        verb="Save"
        label="Room name"
        initialName={room.name}
        validate={(name) => {
          // Read when checking, so a room does not re-render whenever another room is renamed.
          const { builder } = store.getState();
          const others = (builder.designs[designId]?.containers ?? [])
            .filter((id) => id !== room.containerId)
            .map((id) => builder.containers[id]?.name ?? '');
          return validateRoomName(name, others);
        }}
        onClose={close}
        onSubmit={async (name) => {
          if (await dispatch(renameRoom(designId, room.containerId, name))) close();
        }}
      />
      <ConfirmModal
        open={dialog === 'delete'}
        title="Delete Room"
        confirmLabel="Delete Room"
        danger
        onClose={close}
        onConfirm={async () => {
          const refocus = focusAfterRoomDeleted(room.containerId);
          if (await dispatch(deleteRoom(designId, room.containerId))) {
            close();
            refocus();
          }
        }}
      >
        <p>
          Are you sure you want to delete <strong>{room.name}</strong>
          {items.length === 0 ? '' : items.length === 1 ? ' and its window' : ` and its ${items.length} windows`}?
        </p>
      </ConfirmModal>
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
