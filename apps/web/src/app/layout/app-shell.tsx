import type { ReactNode } from 'react';
import { MAIN_ID } from '../../lib/focus.ts';
import { CaptiveHeader } from './captive-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The page frame every screen shares: header, main content and footer landmarks. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="eb-app">
      <a className="eb-skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <CaptiveHeader />
      <main id={MAIN_ID} className="eb-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
