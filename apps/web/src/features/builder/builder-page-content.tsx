import type { Design } from '@eb/domain/design';
import type { RefObject } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BulkEditBar } from './bulk/bulk-edit-bar.tsx';
import { DesignCard } from './design/design-card.tsx';

/** The design shown; while designs load, a spinner; with none open, the empty page's way to add one. */
export function BuilderPageContent({
  view,
  loading,
  emptyStart,
  canClose,
  onOpenDesign,
  onClose,
  onNewDesign,
}: {
  view: DesignView | null;
  loading: boolean;
  emptyStart: RefObject<HTMLButtonElement | null>;
  canClose: (design: Design) => boolean;
  onOpenDesign: (design: Pick<Design, 'designId' | 'attributes'>) => void;
  onClose: (designId: string) => void;
  onNewDesign: () => void;
}) {
  return (
    <>
      {view ? (
        <>
          <DesignCard
            // One card per design: a modal open on one design never carries over to the next shown.
            key={view.design.designId}
            view={view}
            onDuplicated={(designId) => onOpenDesign({ designId, attributes: view.design.attributes })}
            onClose={canClose(view.design) ? () => onClose(view.design.designId) : undefined}
          />
          <BulkEditBar key={`bulk-${view.design.designId}`} design={view.design} />
        </>
      ) : loading ? (
        <div className="eb-page-loading">
          <Spinner size="lg" label="Loading your designs" />
        </div>
      ) : (
        <section className="eb-card eb-empty-state" aria-label="No design open">
          <p className="eb-empty-state__title">No design is open</p>
          <p className="eb-muted">Start a new design to add rooms and windows.</p>
          <Button ref={emptyStart} onClick={onNewDesign}>
            Add New Design
          </Button>
        </section>
      )}
    </>
  );
}
