import { type Design, windowCount } from '@eb/domain/design';
import { nextDesignName } from '@eb/domain/labels';
import { validateDesignName } from '@eb/domain/names';
import { can } from '@eb/domain/permissions';
import { designControls } from '@eb/domain/permissions-controls';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { publish } from '../../lib/event-bus.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { selectIsLoading } from '../../lib/ui-slice.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './builder-page.css';
import { baseFor, loadUrl, modeOf } from '../../lib/builder-paths.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { DesignCard } from './design/design-card.tsx';
import { DesignTabs } from './design/design-tabs.tsx';
import { ConfirmModal } from './modals/confirm-modal.tsx';
import { NameModal } from './modals/name-modal.tsx';
import { LAST_DESIGN_CLOSED } from './routes/last-design-closed.ts';
import { closeDesign, createDesign } from './state/builder-actions.ts';
import { selectOpenDesigns, selectSelectedDesignView } from './state/builder-selectors.ts';
import { designSelected, newDesignModalToggled } from './state/builder-slice.ts';
import { designFacts, useBuilderMode } from './use-builder.ts';

const PANEL_ID = 'eb-design-panel';

/** Goes to a design's URL; a design of the other mode needs the other base, so the page reloads. */
export function useOpenDesign() {
  const navigate = useNavigate();
  const mode = useBuilderMode();
  return (design: Pick<Design, 'designId' | 'attributes'>, replace = false) => {
    const url = loadUrl(design);
    if (modeOf(design) !== mode) window.location.assign(url);
    else navigate(url, { replace });
  };
}

/** The main builder screen, 'My Designs' (doc 000 §2). */
export function BuilderPage({ sessionId = null }: { sessionId?: string | null }) {
  usePageTitle('My Designs');
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
  const emptyStart = useRef<HTMLButtonElement>(null);

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

  // A design that left this page by itself (deleted elsewhere) takes its address with it, as a close
  // here does: to the design shown next, or to the builder's base when none is left. Only a design
  // that was open here counts: those the address names are not open yet while they load.
  const { designIds: addressIds = '' } = useParams();
  const openIds = designs.map((design) => design.designId).join(',');
  const shownId = view?.design.designId ?? null;
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

  // Opened by itself when the only design closed, the new-design modal has no opener to give focus
  // back to (the closed design's button is gone, and the browser puts focus back wherever it likes).
  // When it closes onto the empty page, focus goes to the page's own way to add a design: a frame
  // later, after the browser's own restoring, and unless another dialog has opened meanwhile.
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

  const names = designs.map((design) => design.name);
  const closingInstall = closing ? modeOf(closing) === 'mandi' : false;

  const content = (
    <>
      {view ? (
        <DesignCard
          // One card per design: a modal open on one design never carries over to the next shown.
          key={view.design.designId}
          view={view}
          onDuplicated={(designId) => openDesign({ designId, attributes: view.design.attributes })}
          onClose={canClose(view.design) ? () => requestClose(view.design.designId) : undefined}
        />
      ) : loading ? (
        <div className="eb-page-loading">
          <Spinner size="lg" label="Loading your designs" />
        </div>
      ) : (
        <section className="eb-card eb-empty-state" aria-label="No design open">
          <p className="eb-empty-state__title">No design is open</p>
          <p className="eb-muted">Start a new design to add rooms and windows.</p>
          <Button ref={emptyStart} onClick={() => dispatch(newDesignModalToggled(true))}>
            Add New Design
          </Button>
        </section>
      )}
    </>
  );

  return (
    <div className="eb-container eb-page eb-builder" data-builder-mode={mode}>
      <div className="eb-page__header eb-builder__header">
        <div className="eb-builder__title">
          <h1 tabIndex={-1}>My Designs</h1>
          {mode === 'mandi' && <p className="eb-builder__mode">Measure &amp; Install estimate</p>}
        </div>
        <div className="eb-builder__controls">
          <Button variant="secondary" onClick={() => dispatch(newDesignModalToggled(true))}>
            + New Design
          </Button>
        </div>
      </div>

      {!hideTabs && designs.length > 0 && (
        <DesignTabs
          designs={designs}
          selectedId={view?.design.designId ?? null}
          windowCounts={windowCounts}
          panelId={PANEL_ID}
          canClose={canClose}
          onSelect={(designId) => {
            const design = designs.find((candidate) => candidate.designId === designId);
            if (design && designId !== view?.design.designId) {
              publish('estimate.selected', { designId });
              // Marked selected at once (doc 000 §4); the address and the load follow.
              if (modeOf(design) === mode) dispatch(designSelected(designId));
              openDesign(design);
            }
          }}
          onClose={requestClose}
        />
      )}

      {hideTabs ? (
        <section aria-label="Design">{content}</section>
      ) : (
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={view ? `tab-${view.design.designId}` : undefined}>
          {content}
        </div>
      )}

      <NameModal
        open={newDesignOpen}
        title="Add New Design"
        verb="Add Design"
        label="Design name"
        initialName={nextDesignName(designs.length)}
        validate={(name) => validateDesignName(name, names, 'add')}
        onClose={() => dispatch(newDesignModalToggled(false))}
        onSubmit={async (name) => {
          const graph = await dispatch(createDesign(name, mode));
          if (graph) openDesign(graph.design);
        }}
      />
      <ConfirmModal
        open={closing !== null}
        title={closingInstall ? 'Remove Design' : 'Close Unsaved Design'}
        confirmLabel={closingInstall ? 'Remove This Design' : 'Close Without Saving'}
        danger
        onClose={() => setClosing(null)}
        onConfirm={() => (closing ? finishClose(closing) : undefined)}
      >
        {closingInstall ? (
          <p>
            <strong>{closing?.name}</strong> will be removed from this session.
          </p>
        ) : (
          <p>
            <strong>{closing?.name}</strong> has not been saved. If you close it, your changes will be lost.
          </p>
        )}
      </ConfirmModal>
    </div>
  );
}
