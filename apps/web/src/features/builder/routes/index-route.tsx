import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { baseFor, loadUrl, modeOf } from '../builder-paths.ts';
import { useBuilderMode } from '../use-builder.ts';

/** `{base}`: the selected estimate's URL, or `{base}/new` when none is selected. */
export function IndexRoute() {
  const mode = useBuilderMode();
  const selected = useAppSelector((state) =>
    state.builder.selectedDesignId ? state.builder.designs[state.builder.selectedDesignId] : undefined,
  );
  const otherMode = selected !== undefined && modeOf(selected) !== mode;
  useEffect(() => {
    // A design of the other mode lives under the other base: the page reloads there.
    if (selected && otherMode) window.location.replace(loadUrl(selected));
  }, [selected, otherMode]);
  if (!selected) return <Navigate to={`${baseFor(mode)}/new`} replace />;
  if (!otherMode) return <Navigate to={loadUrl(selected)} replace />;
  return (
    <div className="eb-page-loading">
      <Spinner size="lg" />
    </div>
  );
}
