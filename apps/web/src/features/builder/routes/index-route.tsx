import { Navigate } from 'react-router';
import { baseFor, loadUrl, modeOf } from '../../../lib/builder-paths.ts';
import { useAppSelector } from '../../../lib/hooks.ts';
import { selectOpenDesigns } from '../state/builder-selectors.ts';
import { useBuilderMode } from '../use-builder.ts';

/**
 * `{base}`: the selected estimate's URL when it belongs to this base's mode, else the last open
 * estimate of this mode, else `{base}/new`. The base names the mode: /estimatebuilder/mandi never
 * sends to a product design (and the other way round).
 */
export function IndexRoute() {
  const mode = useBuilderMode();
  const selectedId = useAppSelector((state) => state.builder.selectedDesignId);
  const sameMode = useAppSelector(selectOpenDesigns).filter((design) => modeOf(design) === mode);
  const target = sameMode.find((design) => design.designId === selectedId) ?? sameMode.at(-1);
  return <Navigate to={target ? loadUrl(target) : `${baseFor(mode)}/new`} replace />;
}
