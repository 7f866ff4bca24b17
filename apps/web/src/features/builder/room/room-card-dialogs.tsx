import type { Container } from '@eb/domain/design';
import { validateRoomName } from '@eb/domain/names';
import { useAppDispatch, useAppStore } from '../../../lib/hooks.ts';
import { focusAfterRoomDeleted } from '../focus-after.ts';
import { ConfirmModal } from '../modals/confirm-modal.tsx';
import { NameModal } from '../modals/name-modal.tsx';
import { deleteRoom, renameRoom } from '../state/builder-actions.ts';

/** Rename Room and Delete Room, one open at a time. */
export function RoomCardDialogs({
  designId,
  room,
  windows,
  dialog,
  close,
}: {
  designId: string;
  room: Pick<Container, 'containerId' | 'name'>;
  /** How many windows the room has, named in Delete Room's question. */
  windows: number;
  dialog: 'rename' | 'delete' | null;
  close: () => void;
}) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return (
    <>
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
          {windows === 0 ? '' : windows === 1 ? ' and its window' : ` and its ${windows} windows`}?
        </p>
      </ConfirmModal>
    </>
  );
}
