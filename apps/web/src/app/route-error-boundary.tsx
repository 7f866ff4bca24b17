import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { allWritesSettled, hasAnyPendingWrites } from '../features/builder/state/design-write-queue.ts';
import { serverAnswers, waitForServer } from '../lib/network.ts';
import { useHelpPhone } from '../lib/site-context.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Button } from '../ui/button.tsx';
import { GlobalErrorModal } from '../ui/global-error-modal.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { isPageCodeError, mayReloadForNewCode } from './page-code.ts';

/**
 * A render or route-loading failure shows the global error (doc 000 §8), and dismissing it reloads
 * the page. A page whose code could not be fetched is told apart: offline, the page says so and
 * opens by itself once the server answers again; online, a new version of the app has replaced the
 * page's files, so the page loads again, once.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return isPageCodeError(error) ? <PageCodeFailure /> : <GlobalFailure />;
}

function GlobalFailure() {
  const phone = useHelpPhone();
  return (
    <div className="eb-error-page">
      <GlobalErrorModal open message={null} phone={phone} onDismiss={() => window.location.reload()} />
    </div>
  );
}

/** Loads the page again once every design write has answered, so that nothing waits on a reload. */
async function reloadWhenSaved(): Promise<void> {
  await allWritesSettled();
  window.location.reload();
}

function PageCodeFailure() {
  const [state, setState] = useState<'checking' | 'offline' | 'failed'>('checking');

  useEffect(() => {
    let cancelled = false;
    let stopWaiting = () => {};
    void (async () => {
      if (await serverAnswers()) {
        if (cancelled) return;
        if (mayReloadForNewCode()) void reloadWhenSaved();
        else setState('failed');
        return;
      }
      if (cancelled) return;
      setState('offline');
      const wait = waitForServer();
      stopWaiting = wait.cancel;
      await wait.ready;
      if (!cancelled) await reloadWhenSaved();
    })();
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, []);

  if (state === 'failed') return <GlobalFailure />;
  if (state === 'offline') return <OfflinePage />;
  return (
    <div className="eb-page-loading">
      <Spinner size="lg" label="Opening the page" />
    </div>
  );
}

function OfflinePage() {
  usePageTitle("You're offline");
  const [asking, setAsking] = useState(false);
  const [still, setStill] = useState(false);
  const tryAgain = async () => {
    setAsking(true);
    setStill(false);
    const reached = await serverAnswers();
    setAsking(false);
    if (reached) void reloadWhenSaved();
    else setStill(true);
  };
  return (
    <div className="eb-container eb-page eb-offline-page">
      <h1>You're offline</h1>
      <p>This page needs a connection to open. It will open by itself once you're back online.</p>
      {hasAnyPendingWrites() && <p>Your changes will be saved when you're back online.</p>}
      <Button variant="secondary" busy={asking} onClick={() => void tryAgain()}>
        Try Again
      </Button>
      <p className="eb-muted" role="status">
        {still ? 'Still offline.' : ''}
      </p>
    </div>
  );
}
