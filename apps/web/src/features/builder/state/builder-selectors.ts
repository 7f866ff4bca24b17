import type { Container, Design, Item } from '@eb/domain/design';
import { createSelector } from '@reduxjs/toolkit';
import type { DesignView } from '../../../lib/design-view.ts';
import type { BuilderState } from './builder-slice.ts';

type WithBuilder = { builder: BuilderState };

export const selectBuilder = (state: WithBuilder) => state.builder;
export const selectOpenDesignIds = (state: WithBuilder) => state.builder.openDesignIds;
export const selectDesigns = (state: WithBuilder) => state.builder.designs;

/** Open designs in tab order. */
export const selectOpenDesigns = createSelector([selectOpenDesignIds, selectDesigns], (ids, designs) =>
  ids.map((id) => designs[id]).filter((design): design is Design => Boolean(design)),
);

function viewOf(builder: BuilderState, designId: string | null): DesignView | null {
  const design = designId ? builder.designs[designId] : undefined;
  if (!design) return null;
  const rooms = design.containers
    .map((containerId) => builder.containers[containerId])
    .filter((container): container is Container => Boolean(container))
    .map((container) => ({
      container,
      items: container.items.map((itemId) => builder.items[itemId]).filter((item): item is Item => Boolean(item)),
    }));
  return { design, rooms, items: rooms.flatMap((room) => room.items) };
}

/** The selected design with its rooms and windows in order. Recomputed only when the builder changes. */
export const selectSelectedDesignView = createSelector([selectBuilder], (builder) => viewOf(builder, builder.selectedDesignId));

const viewsByState = new WeakMap<BuilderState, Map<string, DesignView | null>>();

/**
 * A design with its rooms and windows in order, the same object for as long as the builder's state is
 * the same (a selector run on every store change does not rebuild a hotel job's thousand windows).
 */
export function selectDesignView(state: WithBuilder, designId: string): DesignView | null {
  let views = viewsByState.get(state.builder);
  if (!views) {
    views = new Map();
    viewsByState.set(state.builder, views);
  }
  let view = views.get(designId);
  if (view === undefined) {
    view = viewOf(state.builder, designId);
    views.set(designId, view);
  }
  return view;
}

/** Whether the caller may change the design; a design the server has not said otherwise of is changeable. */
export const selectCanChange = (state: WithBuilder, designId: string) => state.builder.canChange[designId] ?? true;
