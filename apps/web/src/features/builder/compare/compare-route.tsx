import { COMPARE_MESSAGES, COMPARE_MIN, compareDesigns, comparePrintPath } from '@eb/domain/compare-designs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { baseFor } from '../../../lib/builder-paths.ts';
import { useAppSelector } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { selectBuilder, selectDesignView, selectOpenDesigns } from '../state/builder-selectors.ts';
import { useBuilderMode } from '../use-builder.ts';
import { CompareCards } from './compare-cards.tsx';
import { CompareChoices } from './compare-choices.tsx';
import { comparedIds, compareInputOf, toggleChoice } from './compare-inputs.ts';
import { CompareTable } from './compare-table.tsx';
import { useServerFigures } from './use-server-figures.ts';
import './compare.css';

/**
 * `{base}/compare`: the open designs side by side (the builder's store, so designs opened from a
 * shared link count too). Two are chosen at first, up to four; the comparison shows as a table, or
 * one card per swipe on a phone, and prints as one PDF from the server.
 */
export function CompareRoute() {
  usePageTitle('Compare designs');
  const base = baseFor(useBuilderMode());
  const open = useAppSelector(selectOpenDesigns);
  const builder = useAppSelector(selectBuilder);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const openIds = open.map((design) => design.designId);
  const ids = comparedIds(openIds, chosen);
  const known = useServerFigures(ids);
  const idsKey = ids.join(',');

  const comparison = useMemo(() => {
    const compared = idsKey.split(',').filter(Boolean);
    if (compared.length < COMPARE_MIN) return null;
    const views = compared.map((id) => selectDesignView({ builder }, id)).filter((view) => view !== null);
    return compareDesigns(views.map((view) => compareInputOf(view, known[view.design.designId])));
  }, [builder, idsKey, known]);

  const back = (
    <Link className="eb-compare__back" to={base}>
      Back to My Designs
    </Link>
  );

  return (
    <div className="eb-container eb-page eb-compare">
      <div className="eb-page__header">
        <h1>Compare designs</h1>
        {back}
      </div>
      {open.length < COMPARE_MIN ? (
        <div className="eb-card eb-compare__none">
          <p>To compare designs, open at least two of them in the builder.</p>
          <Link className="eb-button eb-button--primary" to={base}>
            Open another design to compare
          </Link>
        </div>
      ) : (
        <>
          <CompareChoices designs={open} chosen={ids} onChange={(designId, checked) => setChosen(toggleChoice(ids, designId, checked))} />
          {comparison ? (
            <section className="eb-compare__result" aria-label="Comparison">
              <p className="eb-compare__actions">
                <a className="eb-button eb-button--secondary" href={comparePrintPath(ids)} target="_blank" rel="noopener">
                  Print comparison
                </a>
              </p>
              <CompareTable comparison={comparison} />
              <CompareCards comparison={comparison} />
            </section>
          ) : (
            <p className="eb-compare__hint" role="status">
              {COMPARE_MESSAGES.tooFew}
            </p>
          )}
        </>
      )}
    </div>
  );
}
