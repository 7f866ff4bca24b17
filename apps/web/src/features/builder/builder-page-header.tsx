import { COMPARE_MIN } from '@eb/domain/compare-designs';
import { Link } from 'react-router';
import { type BuilderMode, baseFor } from '../../lib/builder-paths.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { Button } from '../../ui/button.tsx';
import { selectOpenDesigns } from './state/builder-selectors.ts';

/** The page's heading, the mode it estimates in, 'Compare designs' once two are open, and '+ New Design'. */
export function BuilderPageHeader({ mode, onNewDesign }: { mode: BuilderMode; onNewDesign: () => void }) {
  const canCompare = useAppSelector((state) => selectOpenDesigns(state).length >= COMPARE_MIN);
  return (
    <div className="eb-page__header eb-builder__header">
      <div className="eb-builder__title">
        <h1 tabIndex={-1}>My Designs</h1>
        {mode === 'mandi' && <p className="eb-builder__mode">Measure &amp; Install design</p>}
      </div>
      <div className="eb-builder__controls">
        {canCompare && (
          <Link className="eb-button eb-button--secondary" to={`${baseFor(mode)}/compare`}>
            Compare designs
          </Link>
        )}
        <Button variant="secondary" onClick={onNewDesign}>
          + New Design
        </Button>
      </div>
    </div>
  );
}
