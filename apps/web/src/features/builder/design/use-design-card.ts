import { designControls, duplicateDesignRule } from '@eb/domain/permissions-controls';
import { useMemo, useState } from 'react';
import type { DesignView } from '../../../lib/design-view.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { useHelpPhone, useSite } from '../../../lib/site-context.ts';
import { publishButtonSubmission } from '../../../lib/site-events.ts';
import { scrollToElement } from '../smooth-scroll.ts';
import { addRoom, duplicateDesign, renameDesign } from '../state/builder-actions.ts';
import { selectCanChange, selectOpenDesigns } from '../state/builder-selectors.ts';
import { itemsExpanded } from '../state/builder-slice.ts';
import { designFacts, useActor, useEditing, windowFacts } from '../use-builder.ts';
import { useSummaryFigures } from './design-summary.tsx';
import { expandAllControl } from './expand-all.ts';

export type DesignDialog = 'rename' | 'duplicate';

/** The design card's state and handlers: what the viewer may do, its open dialog, and its actions. */
export function useDesignCard(view: DesignView, onDuplicated: (designId: string) => void) {
  const dispatch = useAppDispatch();
  const openDesigns = useAppSelector(selectOpenDesigns);
  const expandedIds = useAppSelector((state) => state.builder.expandedItemIds);
  const [dialog, setDialog] = useState<DesignDialog | null>(null);
  useEditing(`design:${view.design.designId}`, dialog !== null);
  const phone = useHelpPhone();
  const { design, items } = view;
  const actor = useActor(design.designId);
  // Someone else's design (opened by its link): the keep, send and summary actions show as on a locked one.
  const canChange = useAppSelector((state) => selectCanChange(state, design.designId));
  const locked = design.isLockedOrOrdered || !canChange;
  const facts = designFacts(design);
  const can = designControls(actor, facts);
  // The copy is the caller's own: an owner's Duplicate Design, or a read-only viewer's "Save a copy".
  const duplicateRule = duplicateDesignRule(actor, facts, items.map(windowFacts));
  const otherNames = openDesigns.filter((other) => other.designId !== design.designId).map((other) => other.name);
  const allNames = openDesigns.map((other) => other.name);
  const close = () => setDialog(null);
  // Rooms and windows get a design object that changes only when what they show of it changes.
  const attributesKey = JSON.stringify(design.attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for design.attributes.
  const info = useMemo(
    () => ({
      designId: design.designId,
      productLine: design.productLine,
      isLockedOrOrdered: design.isLockedOrOrdered,
      attributes: design.attributes,
    }),
    [design.designId, design.productLine, design.isLockedOrOrdered, attributesKey],
  );

  const figures = useSummaryFigures(design, items);
  const expandAll = expandAllControl(items, expandedIds);
  const site = useSite();

  const [copying, setCopying] = useState(false);
  const saveCopy = async () => {
    setCopying(true);
    const graph = await dispatch(duplicateDesign(design.designId, `${design.name} Copy`.slice(0, 50)));
    setCopying(false);
    if (graph) onDuplicated(graph.design.designId);
  };

  const add = async () => {
    const containerId = await dispatch(addRoom(design.designId));
    if (containerId) scrollToElement(`room-${containerId}`);
  };

  const toggleExpandAll = () => dispatch(itemsExpanded(expandAll.change));

  const rename = async (name: string) => {
    if (await dispatch(renameDesign(design.designId, name))) close();
  };

  const duplicate = async (name: string) => {
    const graph = await dispatch(duplicateDesign(design.designId, name));
    if (graph) {
      publishButtonSubmission(site, 'duplicate', design.designId);
      close();
      onDuplicated(graph.design.designId);
    }
  };

  return {
    dialog,
    openDialog: setDialog,
    closeDialog: close,
    phone,
    canChange,
    locked,
    can,
    duplicateRule,
    otherNames,
    allNames,
    info,
    figures,
    expandAll,
    copying,
    saveCopy,
    add,
    toggleExpandAll,
    rename,
    duplicate,
  };
}
