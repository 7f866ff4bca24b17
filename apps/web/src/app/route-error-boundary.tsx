import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useHelpPhone } from '../lib/site-context.ts';
import { GlobalErrorModal } from '../ui/global-error-modal.tsx';

/**
 * A render or route-loading failure shows the global error (doc 000 §8). A failed chunk after a
 * deploy is the usual cause, so dismissing reloads the page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const phone = useHelpPhone();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="eb-error-page">
      <GlobalErrorModal open message={null} phone={phone} onDismiss={() => window.location.reload()} />
    </div>
  );
}
