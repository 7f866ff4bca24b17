import { BULK_SELECT_MIN_WINDOWS, bulkControls } from '@eb/domain/commands/bulk';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { selectWindowPicked, windowsPicked, windowToggled } from '../state/selection-slice.ts';
import { type DesignInfo, designFacts, useActor } from '../use-builder.ts';
import './bulk.css';

/** Whether the design's windows show selection boxes for a bulk edit (bulkControls: reps, or large designs). */
export function useBulkControls(design: DesignInfo) {
  const actor = useActor(design.designId);
  // Counted only up to where the answer can change: adding a window to a long design renders no card again.
  const windows = useAppSelector((state) => Math.min(state.builder.designs[design.designId]?.items.length ?? 0, BULK_SELECT_MIN_WINDOWS));
  return bulkControls(actor, designFacts(design), windows);
}

/** Whether shift was held for the click (or Space) that ticked a box: React gives the click as the change's event. */
const extending = (event: ChangeEvent<HTMLInputElement>) => (event.nativeEvent as Partial<MouseEvent>).shiftKey === true;

/**
 * A window's selection box. It reads its own state, so ticking it renders this box alone, not the
 * window card; shift-click ticks every window from the last one ticked.
 */
export function WindowPick({ designId, itemId, label, roomName }: { designId: string; itemId: string; label: string; roomName: string }) {
  const dispatch = useAppDispatch();
  const picked = useAppSelector((state) => selectWindowPicked(state, designId, itemId));
  return (
    <label className="eb-pick eb-window__pick">
      <input
        type="checkbox"
        checked={picked}
        onChange={(event) => dispatch(windowToggled(designId, itemId, event.target.checked, extending(event)))}
      />
      <span className="eb-visually-hidden">
        Select {label} in {roomName}
      </span>
    </label>
  );
}

/** A room's 'Select all': ticked when all its windows are, mixed when some are. */
export function RoomPick({ designId, itemIds, roomName }: { designId: string; itemIds: readonly string[]; roomName: string }) {
  const dispatch = useAppDispatch();
  const box = useRef<HTMLInputElement>(null);
  const count = useAppSelector((state) => {
    const picked = state.windowSelection.designs[designId]?.picked;
    return picked ? itemIds.filter((itemId) => picked[itemId]).length : 0;
  });
  const all = itemIds.length > 0 && count === itemIds.length;
  const some = count > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  if (itemIds.length === 0) return null;
  return (
    <label className="eb-pick eb-room__pick">
      <input
        ref={box}
        type="checkbox"
        checked={all}
        onChange={() => dispatch(windowsPicked({ designId, itemIds: [...itemIds], picked: !all }))}
      />
      <span>
        Select all<span className="eb-visually-hidden"> windows in {roomName}</span>
      </span>
    </label>
  );
}
