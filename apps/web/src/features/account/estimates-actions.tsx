import type { AccountEstimate } from '@eb/domain/sharing';
import { printPath } from '@eb/domain/sharing';
import { useSite } from '../../lib/site-context.ts';
import { Button } from '../../ui/button.tsx';
import { canDuplicate } from './estimates-rows.ts';

export interface EstimateActionHandlers {
  onDuplicate: (estimate: AccountEstimate) => void;
  /** Absent for a rep: their list holds designs they made or shared, which Delete is not theirs to take from the customer. */
  onDelete?: ((estimate: AccountEstimate) => void) | undefined;
}

/**
 * A row's actions: Duplicate, Download (the residential PDF, only with products) and Delete. Each
 * visible word is followed by the estimate's name for screen readers ('Delete Kitchen estimate').
 */
export function EstimateActions({ estimate, onDuplicate, onDelete }: { estimate: AccountEstimate } & EstimateActionHandlers) {
  const site = useSite();
  const named = <span className="eb-visually-hidden"> {estimate.name} estimate</span>;
  return (
    <div className="eb-estimates__actions">
      {canDuplicate(estimate) && (
        <Button variant="link" onClick={() => onDuplicate(estimate)}>
          Duplicate{named}
        </Button>
      )}
      {estimate.hasProducts && (
        <a className="eb-estimates__download" href={printPath(site.id, estimate.designId, new Date().getTimezoneOffset())} download>
          Download{named}
        </a>
      )}
      {onDelete && (
        <Button variant="link" className="eb-estimates__delete" onClick={() => onDelete(estimate)}>
          Delete{named}
        </Button>
      )}
    </div>
  );
}
