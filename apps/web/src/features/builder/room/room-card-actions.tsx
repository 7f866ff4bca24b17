import { Button } from '../../../ui/button.tsx';

/** The room's actions bar: Duplicate Room and Delete Room, named for the room to screen readers. */
export function RoomCardActions({
  roomName,
  canDuplicate,
  canDelete,
  onDuplicate,
  onDelete,
}: {
  roomName: string;
  canDuplicate: boolean;
  canDelete: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
    <fieldset className="eb-room__actions">
      <legend className="eb-visually-hidden">{`${roomName} actions`}</legend>
      {canDuplicate && (
        <Button variant="secondary" onClick={onDuplicate}>
          Duplicate Room
        </Button>
      )}
      {canDelete && (
        <Button variant="secondary" className="eb-button--quiet-danger" onClick={onDelete}>
          Delete Room
        </Button>
      )}
    </fieldset>
  );
}
