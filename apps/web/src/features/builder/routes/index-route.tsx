import { Navigate, useLocation, useNavigationType } from 'react-router';
import { baseFor, loadUrl, modeOf } from '../../../lib/builder-paths.ts';
import { useAppSelector } from '../../../lib/hooks.ts';
import { BuilderPage } from '../builder-page.tsx';
import { selectOpenDesigns } from '../state/builder-selectors.ts';
import { useBuilderMode } from '../use-builder.ts';
import { isLastDesignClosed } from './last-design-closed.ts';

/**
 * `{base}`: the selected estimate's URL when it belongs to this base's mode, else the last open
 * estimate of this mode, else `{base}/new`. The base names the mode: /estimatebuilder/mandi never
 * sends to a product design (and the other way round). Just after the only design closed here, it
 * shows the builder with nothing open instead (the new-design modal is up).
 */
export function IndexRoute() {
  const mode = useBuilderMode();
  const location = useLocation();
  const navigationType = useNavigationType();
  const selectedId = useAppSelector((state) => state.builder.selectedDesignId);
  const sameMode = useAppSelector(selectOpenDesigns).filter((design) => modeOf(design) === mode);
  const target = sameMode.find((design) => design.designId === selectedId) ?? sameMode.at(-1);
  // A reload keeps the router state but arrives as POP: it goes on like any arrival at the base.
  if (!target && navigationType === 'REPLACE' && isLastDesignClosed(location.state)) return <BuilderPage />;
  return <Navigate to={target ? loadUrl(target) : `${baseFor(mode)}/new`} replace />;
}
