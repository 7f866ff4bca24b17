import { type ReactNode, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { MAIN_ID } from '../../lib/focus.ts';
import { useSite } from '../../lib/site-context.ts';
import { CaptiveHeader } from './captive-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The host page's places for the header and footer (doc 001 §9), around the app's own root. */
export const HOST_SLOTS = { header: 'eb-header-slot', footer: 'eb-footer-slot' } as const;

/**
 * The page frame every screen shares: header, main content and footer landmarks. On a site whose
 * frame is the host page's (the retailer's, doc 001 §9), the header and footer are mounted in the
 * host page's slots when it has them; elsewhere, and when a slot is missing, they are the app's own.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const site = useSite();
  const slots = site.frame === 'host-slots' ? hostSlots() : null;
  const inSlots = slots !== null;

  useLayoutEffect(() => {
    const root = document.documentElement;
    if (inSlots) root.dataset.hostSlots = 'true';
    else delete root.dataset.hostSlots;
  }, [inSlots]);

  const header = (
    <>
      <a className="eb-skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <CaptiveHeader />
    </>
  );
  return (
    <div className="eb-app">
      {slots ? createPortal(header, slots.header) : header}
      <main id={MAIN_ID} className="eb-main" tabIndex={-1}>
        {children}
      </main>
      {slots ? createPortal(<SiteFooter />, slots.footer) : <SiteFooter />}
    </div>
  );
}

function hostSlots(): { header: HTMLElement; footer: HTMLElement } | null {
  const header = document.getElementById(HOST_SLOTS.header);
  const footer = document.getElementById(HOST_SLOTS.footer);
  return header && footer ? { header, footer } : null;
}
