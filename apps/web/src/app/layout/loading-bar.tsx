import { useNavigation } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectIsLoading } from '../../lib/ui-slice.ts';

/** A thin bar at the top while an action or a route change is under way. */
export function LoadingBar() {
  const loading = useAppSelector(selectIsLoading);
  const navigating = useNavigation().state !== 'idle';
  if (!loading && !navigating) return null;
  return <div className="eb-loading-bar" role="progressbar" aria-label="Loading" />;
}
