import type { DesignView } from '../../lib/design-view.ts';

/** Slot (issue 12): the auto-release Add to Order button and its pay flow; shown to internal users on auto-release designs only. */
export function AddToOrder(_props: { view: DesignView; locked: boolean }) {
  return null;
}
