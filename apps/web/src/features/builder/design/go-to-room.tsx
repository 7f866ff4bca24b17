import type { Container } from '@eb/domain/design';
import { useId } from 'react';
import { scrollToFarElement } from '../smooth-scroll.ts';

/** From this many rooms on, the design offers a way to jump to a room. */
export const GO_TO_ROOM_MIN = 3;

/** 'Go to room': a long design's rooms by letter and name; choosing one scrolls to it. */
export function GoToRoom({ rooms }: { rooms: Pick<Container, 'containerId' | 'charLabel' | 'name'>[] }) {
  const id = useId();
  return (
    <div className="eb-go-to-room">
      <label htmlFor={id} className="eb-go-to-room__label">
        Go to room
      </label>
      <select
        id={id}
        className="eb-select"
        value=""
        onChange={(event) => {
          const containerId = event.target.value;
          if (!containerId) return;
          scrollToFarElement(`room-${containerId}`);
          // The room's name takes focus without a jump, so the scroll stays smooth.
          const heading = document.getElementById(`room-${containerId}-name`);
          heading?.setAttribute('tabindex', '-1');
          heading?.focus({ preventScroll: true });
        }}
      >
        <option value="">Choose a room</option>
        {rooms.map((room) => (
          <option key={room.containerId} value={room.containerId}>
            {room.charLabel} · {room.name}
          </option>
        ))}
      </select>
    </div>
  );
}
