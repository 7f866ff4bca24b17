import { type Design, windowCount } from '@eb/domain/design';
import { can } from '@eb/domain/permissions';
import { designControls } from '@eb/domain/permissions-controls';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { baseFor, modeOf } from '../../lib/builder-paths.ts';
import { publish } from '../../lib/event-bus.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { selectIsLoading } from '../../lib/ui-slice.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { LAST_DESIGN_CLOSED } from './routes/last-design-closed.ts';
import { closeDesign, createDesign } from './state/builder-actions.ts';
import { selectOpenDesigns, selectSelectedDesignView } from './state/builder-selectors.ts';
import { designSelected, newDesignModalToggled } from './state/builder-slice.ts';
import { designFacts, useBuilderMode } from './use-builder.ts';
import { useOpenDesign } from './use-open-design.ts';

/**
 * What 'My Designs' reads, derives and does: the open designs and the one shown, closing one (with
 * or without asking), adding one, and where the address and focus go after. Every hook of the page
 * is called here, in the order the page called them.
 */
export function useBuilderPage(sessionId: string | null) {
  const dispatch = useAppDispatch();
  const mode = useBuilderMode();
  const viewer = useViewer();
  const navigate = useNavigate();
  const openDesign = useOpenDesign();
  const designs = useAppSelector(selectOpenDesigns);
  const view = useAppSelector(selectSelectedDesignView);
  const items = useAppSelector((state) => state.builder.items);
  const newDesignOpen = useAppSelector((state) => state.builder.newDesignModalOpen);
  const loading = useAppSelector(selectIsLoading);
  const [closing, setClosing] = useState<Design | null>(null);

  // The same count as the summary's Windows (one definition: windowCount).
  const windowCounts = Object.fromEntries(
    designs.map((design) => [design.designId, windowCount(design.items.flatMap((id) => items[id] ?? []))]),
  );
  const owned = useAppSelector((state) => state.builder.canChange);
  const actorFor = (designId: string) => ({ ...viewer, isOwner: owned[designId] ?? true });
  const canClose = (design: Design) => can(actorFor(design.designId), 'design.close', { design: designFacts(design) });
  const hideTabs = view ? !designControls(actorFor(view.design.designId), designFacts(view.design)).showTabs : false;

  const requestClose = (designId: string) => {
    const design = designs.find((candidate) => candidate.designId === designId);
    if (!design) return;
    // Closes without warning only when safe: linked to an account, or (when a rep acts) shared.
    const safe = design.isLinked || (viewer.role === 'rep' && Boolean(design.sharedEmail));
    if (safe) void finishClose(design);
    else setClosing(design);
  };

  /** After a design closed: the address goes to the design shown next, or, when none is left, to the builder's base. */
  const addressAfterClose = (next: Design | null | undefined) => {
    if (next) openDesign(next, true);
    // A session's address already leaves the design out.
    else if (!sessionId) navigate(baseFor(mode), { replace: true, state: LAST_DESIGN_CLOSED });
  };

  const closingHere = useRef(false);
  const finishClose = async (design: Design) => {
    setClosing(null);
    closingHere.current = true;
    try {
      addressAfterClose(await dispatch(closeDesign(design.designId, { sessionId })));
    } finally {
      closingHere.current = false;
    }
  };

  useAddressLeavesWithDesign(designs, view?.design.designId ?? null, sessionId, closingHere, addressAfterClose);
  const emptyStart = useFocusStartAfterNewDesign(newDesignOpen);

  const selectDesign = (designId: string) => {
    const design = designs.find((candidate) => candidate.designId === designId);
    if (design && designId !== view?.design.designId) {
      publish('estimate.selected', { designId });
      // Marked selected at once (doc 000 §4); the address and the load follow.
      if (modeOf(design) === mode) dispatch(designSelected(designId));
      openDesign(design);
    }
  };

  const addDesign = async (name: string) => {
    const graph = await dispatch(createDesign(name, mode));
    if (graph) openDesign(graph.design);
  };

  return {
    mode,
    designs,
    view,
    loading,
    windowCounts,
    canClose,
    hideTabs,
    requestClose,
    selectDesign,
    openDesign,
    emptyStart,
    newDesignOpen,
    setNewDesignOpen: (open: boolean) => dispatch(newDesignModalToggled(open)),
    addDesign,
    closing,
    cancelClose: () => setClosing(null),
    finishClose,
  };
}

// A design that left this page by itself (deleted elsewhere) takes its address with it, as a close
// here does: to the design shown next, or to the builder's base when none is left. Only a design
// that was open here counts: those the address names are not open yet while they load.
function useAddressLeavesWithDesign(
  designs: Design[],
  shownId: string | null,
  sessionId: string | null,
  closingHere: RefObject<boolean>,
  addressAfterClose: (next: Design | null | undefined) => void,
) {
  const { designIds: addressIds = '' } = useParams();
  const openIds = designs.map((design) => design.designId).join(',');
  const seenOpen = useRef(new Set<string>());
  useEffect(() => {
    const open = openIds ? openIds.split(',') : [];
    for (const designId of open) seenOpen.current.add(designId);
    if (closingHere.current || sessionId || !addressIds) return;
    const left = addressIds.split(',').some((designId) => seenOpen.current.has(designId) && !open.includes(designId));
    if (!left) return;
    // While the next design loads, none is shown yet: the address waits for it.
    const shown = designs.find((design) => design.designId === shownId);
    if (shown || open.length === 0) addressAfterClose(shown);
  });
}

// Opened by itself when the only design closed, the new-design modal has no opener to give focus
// back to (the closed design's button is gone, and the browser puts focus back wherever it likes).
// When it closes onto the empty page, focus goes to the page's own way to add a design: a frame
// later, after the browser's own restoring, and unless another dialog has opened meanwhile.
function useFocusStartAfterNewDesign(newDesignOpen: boolean) {
  const emptyStart = useRef<HTMLButtonElement>(null);
  const newDesignWasOpen = useRef(newDesignOpen);
  useEffect(() => {
    if (newDesignWasOpen.current === newDesignOpen) return;
    newDesignWasOpen.current = newDesignOpen;
    if (newDesignOpen) return;
    const frame = requestAnimationFrame(() => {
      const start = emptyStart.current;
      if (start?.isConnected && !document.querySelector('dialog[open]')) start.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [newDesignOpen]);
  return emptyStart;
}
