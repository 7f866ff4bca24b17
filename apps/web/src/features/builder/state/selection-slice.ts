import { windowRange } from '@eb/domain/commands/bulk';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../../lib/store-types.ts';

/**
 * The windows picked for a bulk edit, per design, and the window a shift-click extends from. Kept for
 * the page only (not saved with the builder state): a selection is a moment's intent, not part of
 * the design.
 */
export interface DesignSelection {
  /** Keyed by window id: a thousand cards each ask whether they are picked after every change. */
  picked: Record<string, true>;
  /** The last window ticked or unticked on its own: a shift-click selects from here. */
  anchor: string | null;
}

export interface SelectionState {
  designs: Record<string, DesignSelection>;
}

declare module '../../../lib/store-types.ts' {
  interface RootState {
    windowSelection: SelectionState;
  }
}

const none: DesignSelection = { picked: {}, anchor: null };

export const selectionSlice = createSlice({
  name: 'windowSelection',
  initialState: { designs: {} } as SelectionState,
  reducers: {
    /** Windows ticked (or unticked) together: a room's 'Select all', or a shift-click's range. */
    windowsPicked(state, action: PayloadAction<{ designId: string; itemIds: string[]; picked: boolean; anchor?: string }>) {
      const { designId, itemIds, picked, anchor } = action.payload;
      const current = state.designs[designId] ?? none;
      const next = { ...current.picked };
      for (const itemId of itemIds) {
        if (picked) next[itemId] = true;
        else delete next[itemId];
      }
      state.designs[designId] = { picked: next, anchor: anchor ?? current.anchor };
    },
    selectionCleared(state, action: PayloadAction<string>) {
      delete state.designs[action.payload];
    },
  },
});

export const { windowsPicked, selectionCleared } = selectionSlice.actions;

/** The design's windows in its order (rooms in order, each room's windows in order). */
function windowOrder(state: RootState, designId: string): string[] {
  const { builder } = state;
  return (builder.designs[designId]?.containers ?? []).flatMap((roomId) => builder.containers[roomId]?.items ?? []);
}

/**
 * A window's box ticked or unticked. With shift held, every window from the last one ticked to this
 * one takes this one's new state, as in a file list.
 */
export function windowToggled(designId: string, itemId: string, picked: boolean, extend: boolean): AppThunk {
  return (dispatch, getState) => {
    const state = getState();
    const anchor = state.windowSelection.designs[designId]?.anchor ?? null;
    const itemIds = extend && anchor ? windowRange(windowOrder(state, designId), anchor, itemId) : [itemId];
    dispatch(windowsPicked({ designId, itemIds, picked, anchor: itemId }));
  };
}

const noIds: readonly string[] = [];

/** The design's selected windows that it still holds, in the design's order. */
export function selectSelectedWindows(state: RootState, designId: string): readonly string[] {
  const picked = state.windowSelection.designs[designId]?.picked;
  if (!picked || Object.keys(picked).length === 0) return noIds;
  return windowOrder(state, designId).filter((itemId) => picked[itemId]);
}

export const selectWindowPicked = (state: RootState, designId: string, itemId: string): boolean =>
  state.windowSelection.designs[designId]?.picked[itemId] ?? false;
