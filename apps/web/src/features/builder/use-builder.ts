import type { Design, Item } from '@eb/domain/design';
import { itemAttribute } from '@eb/domain/design';
import { parseWindowNotes } from '@eb/domain/notes';
import { type Actor, type DesignFacts, designFactsOf, windowFactsOf } from '@eb/domain/permissions';
import type { WindowDisplayFacts } from '@eb/domain/permissions-controls';
import { isFlaggedItem } from '@eb/domain/validity';
import { createContext, useContext, useEffect } from 'react';
import type { BuilderMode } from '../../lib/builder-paths.ts';
import { keepFocusInPage } from '../../lib/focus.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { selectCanChange } from './state/builder-selectors.ts';
import { noteEditing } from './state/recent-edits.ts';

/** The mode of the page: product under /estimatebuilder, mandi under /estimatebuilder/mandi. */
export const BuilderModeContext = createContext<BuilderMode>('product');
export const useBuilderMode = () => useContext(BuilderModeContext);

/**
 * While `active`, this tab has `key` ('window:{id}', 'room:{id}', 'design:{id}') open in a modal or
 * an editor, so that someone else deleting it meanwhile is explained (see recent-edits.ts). When the
 * editor goes with what it edits, focus stays in the page's content rather than falling to the body.
 */
export function useEditing(key: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const closed = noteEditing(key);
    return () => {
      closed();
      requestAnimationFrame(keepFocusInPage);
    };
  }, [key, active]);
}

/** What windows and rooms need of their design; kept stable while these fields do not change. */
export type DesignInfo = Pick<Design, 'designId' | 'productLine' | 'isLockedOrOrdered' | 'attributes'>;

export const designFacts = (design: Pick<Design, 'attributes' | 'isLockedOrOrdered'>): DesignFacts => designFactsOf(design);

/** A window's facts for the permission table, and what its card displays (flagged, has notes). */
export function windowFacts(item: Item): WindowDisplayFacts & { hasNotes: boolean } {
  return {
    ...windowFactsOf(item.label, item.itemProduct),
    isFlagged: isFlaggedItem(item),
    hasNotes: parseWindowNotes(itemAttribute(item, 'notes')).length > 0,
  };
}

/**
 * Who acts on a design, for the permission table: the viewer, and whether the design is theirs to
 * change (the server's `viewer.canChange`; a design opened by someone else's link is not).
 */
export function useActor(designId: string): Actor {
  const viewer = useViewer();
  const isOwner = useAppSelector((state) => selectCanChange(state, designId));
  return { ...viewer, isOwner };
}
