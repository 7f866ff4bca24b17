import type { Design, Item } from '@eb/domain/design';
import { isAutoReleaseDesign, isMandiDesign, itemAttribute } from '@eb/domain/design';
import { parseWindowNotes } from '@eb/domain/notes';
import type { DesignFacts, WindowFacts } from '@eb/domain/permissions';
import { isFlaggedItem } from '@eb/domain/validity';
import { createContext, useContext, useEffect } from 'react';
import type { BuilderMode } from '../../lib/builder-paths.ts';
import { keepFocusInPage } from '../../lib/focus.ts';
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

export function designFacts(design: Pick<Design, 'attributes' | 'isLockedOrOrdered'>): DesignFacts {
  return { isMandi: isMandiDesign(design), isLockedOrOrdered: design.isLockedOrOrdered, isAutoRelease: isAutoReleaseDesign(design) };
}

export function windowFacts(item: Item): WindowFacts {
  const product = item.itemProduct;
  return {
    hasProduct: Boolean(product),
    isCustomProduct: product?.productType === 'Custom',
    isInvalid: Boolean(product && !product.isValid),
    isDiscontinued: product?.productStatus === 'Discontinued',
    isFlagged: isFlaggedItem(item),
    hasNotes: parseWindowNotes(itemAttribute(item, 'notes')).length > 0,
  };
}
