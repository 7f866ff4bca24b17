import type { Container, DesignGraph } from '@eb/domain/design';
import { focusElement, focusWhenShown } from '../../lib/focus.ts';

/**
 * Where keyboard focus goes when a builder action removes or adds what had it (the control that
 * opened the action is gone or no longer the point).
 */

/** After a window is deleted: the next window of its room, else the one before, else the room's name. */
export function focusAfterWindowDeleted(room: Pick<Container, 'containerId' | 'items'>, itemId: string): void {
  const index = room.items.indexOf(itemId);
  const neighbour = room.items[index + 1] ?? room.items[index - 1];
  focusWhenShown(neighbour ? `window-${neighbour}` : `room-${room.containerId}-name`);
}

/** After a room is deleted: the next room's name, else the one before, else the page's heading. */
export function focusAfterRoomDeleted(containerId: string): () => void {
  // Read before the room goes away; call the answer once it has.
  const section = document.getElementById(`room-${containerId}`);
  const sibling = (element: Element | null | undefined, step: 'nextElementSibling' | 'previousElementSibling') => {
    let current = element?.[step];
    while (current && !current.id.startsWith('room-')) current = current[step];
    return current?.id;
  };
  const neighbour = sibling(section, 'nextElementSibling') ?? sibling(section, 'previousElementSibling');
  return () => {
    if (neighbour) {
      focusWhenShown(`${neighbour}-name`);
      return;
    }
    const heading = document.querySelector<HTMLElement>('h1');
    if (heading) focusElement(heading);
  };
}

/** After duplicating a window: the first copy (the first window of the room that was not there before). */
export function focusFirstCopy(graph: DesignGraph, room: Pick<Container, 'containerId' | 'items'>): void {
  const before = new Set(room.items);
  const added = graph.containers.find((container) => container.containerId === room.containerId)?.items.find((id) => !before.has(id));
  if (added) focusWhenShown(`window-${added}`);
}
