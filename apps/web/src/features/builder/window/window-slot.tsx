import type { Item } from '@eb/domain/design';
import { memo } from 'react';
import { useWindowTurn } from '../progressive-mount.ts';
import type { DesignInfo } from '../use-builder.ts';
import { WindowCard, type WindowCardProps } from './window-card.tsx';

/**
 * A window's place in its room: its card once its turn has come, and until then an empty box of
 * about its size, hidden from assistive technology (progressive-mount.ts).
 */
export const WindowSlot = memo(function WindowSlot({
  design,
  room,
  item,
  index,
  indexInRoom,
}: {
  design: DesignInfo;
  room: WindowCardProps['room'];
  item: Item;
  /** Its place among the design's windows. */
  index: number;
  indexInRoom: number;
}) {
  const shown = useWindowTurn(design.designId, room.containerId, index, indexInRoom);
  if (shown) return <WindowCard design={design} room={room} item={item} />;
  return <div id={`window-slot-${item.itemId}`} className="eb-window-slot" aria-hidden="true" />;
});
