import { Outlet, ScrollRestoration } from 'react-router';
import { FocusOnNavigate } from '../focus-on-navigate.tsx';
import { AppShell } from './app-shell.tsx';
import { GlobalErrorHost } from './global-error-host.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { ToastHost } from './toast-host.tsx';

/** The root route's component: the page frame plus the global error modal, toast and loading bar. */
export function AppLayout() {
  return (
    <>
      <LoadingBar />
      <AppShell>
        <Outlet />
      </AppShell>
      <GlobalErrorHost />
      <ToastHost />
      <ScrollRestoration />
      <FocusOnNavigate />
    </>
  );
}
