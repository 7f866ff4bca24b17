import type { BuilderMode } from '../../lib/builder-paths.ts';
import { Button } from '../../ui/button.tsx';

/** The page's heading, the mode it estimates in, and '+ New Design'. */
export function BuilderPageHeader({ mode, onNewDesign }: { mode: BuilderMode; onNewDesign: () => void }) {
  return (
    <div className="eb-page__header eb-builder__header">
      <div className="eb-builder__title">
        <h1 tabIndex={-1}>My Designs</h1>
        {mode === 'mandi' && <p className="eb-builder__mode">Measure &amp; Install estimate</p>}
      </div>
      <div className="eb-builder__controls">
        <Button variant="secondary" onClick={onNewDesign}>
          + New Design
        </Button>
      </div>
    </div>
  );
}
