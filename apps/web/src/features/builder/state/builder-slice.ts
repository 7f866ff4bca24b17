import type { Container, Design, DesignGraph, Item } from '@eb/domain/design';
import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The builder's open designs, normalized like the design graph (doc 000 §3), plus what the
 * screen needs to remember between visits: tab order, the selected design and expanded windows.
 * Totals, validity and permissions are derived from this, never stored.
 */
export interface BuilderState {
  designs: Record<string, Design>;
  containers: Record<string, Container>;
  items: Record<string, Item>;
  /** Tab order of the open designs. */
  openDesignIds: string[];
  selectedDesignId: string | null;
  expandedItemIds: Record<string, true>;
  /** The new-design modal, opened automatically when the only design is closed. */
  newDesignModalOpen: boolean;
  /** Whether the caller may change each open design, as the server last answered (absent: yes). */
  canChange: Record<string, boolean>;
}

declare module '../../../lib/store-types.ts' {
  interface RootState {
    builder: BuilderState;
  }
}

export const initialBuilderState: BuilderState = {
  designs: {},
  containers: {},
  items: {},
  openDesignIds: [],
  selectedDesignId: null,
  expandedItemIds: {},
  newDesignModalOpen: false,
  canChange: {},
};

/** Deep equality of a stored entity (maybe a draft) and an answered one. */
function same(stored: unknown, incoming: unknown): boolean {
  if (stored === undefined) return false;
  const plain = isDraft(stored) ? original(stored) : stored;
  return JSON.stringify(plain) === JSON.stringify(incoming);
}

function removeDesign(state: BuilderState, designId: string): void {
  const design = state.designs[designId];
  if (!design) return;
  for (const containerId of design.containers) delete state.containers[containerId];
  for (const itemId of design.items) {
    delete state.items[itemId];
    delete state.expandedItemIds[itemId];
  }
  delete state.designs[designId];
  delete state.canChange[designId];
}

export const builderSlice = createSlice({
  name: 'builder',
  initialState: initialBuilderState,
  reducers: {
    /** A design graph from the server replaces what the store had for that design. */
    designReceived(state, action: PayloadAction<DesignGraph>) {
      const { design, containers, items, viewer } = action.payload;
      const known = state.designs[design.designId];
      // An answer overtaken by a newer one (a read that was slower than a write) changes nothing.
      if (known && design.version < known.version) return;
      state.canChange[design.designId] = viewer?.canChange ?? true;
      if (known) {
        const keepRooms = new Set(design.containers);
        const keepItems = new Set(design.items);
        for (const containerId of known.containers) if (!keepRooms.has(containerId)) delete state.containers[containerId];
        for (const itemId of known.items) {
          if (keepItems.has(itemId)) continue;
          delete state.items[itemId];
          delete state.expandedItemIds[itemId];
        }
      }
      // Unchanged rooms and windows keep their objects, so only the cards that changed re-render.
      if (!same(known, design)) state.designs[design.designId] = design;
      for (const container of containers) {
        if (!same(state.containers[container.containerId], container)) state.containers[container.containerId] = container;
      }
      for (const item of items) if (!same(state.items[item.itemId], item)) state.items[item.itemId] = item;
      if (!state.openDesignIds.includes(design.designId)) state.openDesignIds.push(design.designId);
    },
    /**
     * A command applied here (ours, shown before the server answers, or someone else's from the
     * change stream): the design's graph as `applyCommand` answered it. Rooms and windows the command
     * did not touch are the very objects the store holds, so they stay as they are and their cards
     * do not re-render.
     */
    commandApplied(state, action: PayloadAction<{ graph: DesignGraph; version?: number }>) {
      const { design, containers, items } = action.payload.graph;
      const designId = design.designId;
      const known = state.designs[designId];
      if (!known) return;
      const stored = original(state) as BuilderState;
      const keepRooms = new Set(design.containers);
      const keepItems = new Set(design.items);
      for (const containerId of known.containers) if (!keepRooms.has(containerId)) delete state.containers[containerId];
      for (const itemId of known.items) {
        if (keepItems.has(itemId)) continue;
        delete state.items[itemId];
        delete state.expandedItemIds[itemId];
      }
      const version = Math.max(known.version, action.payload.version ?? known.version);
      if (stored.designs[designId] !== design || version !== design.version) state.designs[designId] = { ...design, version };
      for (const container of containers) {
        if (stored.containers[container.containerId] !== container) state.containers[container.containerId] = container;
      }
      for (const item of items) if (stored.items[item.itemId] !== item) state.items[item.itemId] = item;
    },
    /** The server's version of a design after a write of ours or a change we followed (never goes back). */
    versionSeen(state, action: PayloadAction<{ designId: string; version: number }>) {
      const design = state.designs[action.payload.designId];
      if (design && design.version < action.payload.version) design.version = action.payload.version;
    },
    designSelected(state, action: PayloadAction<string | null>) {
      state.selectedDesignId = action.payload;
    },
    /** Removes a design from the builder; the next remaining design becomes selected. */
    designClosed(state, action: PayloadAction<string>) {
      const designId = action.payload;
      const index = state.openDesignIds.indexOf(designId);
      removeDesign(state, designId);
      state.openDesignIds = state.openDesignIds.filter((id) => id !== designId);
      if (state.selectedDesignId === designId) {
        state.selectedDesignId = state.openDesignIds[Math.min(index, state.openDesignIds.length - 1)] ?? null;
      }
    },
    storeCleared() {
      return initialBuilderState;
    },
    itemExpandedToggled(state, action: PayloadAction<string>) {
      if (state.expandedItemIds[action.payload]) delete state.expandedItemIds[action.payload];
      else state.expandedItemIds[action.payload] = true;
    },
    itemsExpanded(state, action: PayloadAction<{ itemIds: string[]; expanded: boolean }>) {
      for (const itemId of action.payload.itemIds) {
        if (action.payload.expanded) state.expandedItemIds[itemId] = true;
        else delete state.expandedItemIds[itemId];
      }
    },
    newDesignModalToggled(state, action: PayloadAction<boolean>) {
      state.newDesignModalOpen = action.payload;
    },
  },
});

export const {
  designReceived,
  designSelected,
  designClosed,
  storeCleared,
  itemExpandedToggled,
  itemsExpanded,
  newDesignModalToggled,
  commandApplied,
  versionSeen,
} = builderSlice.actions;
