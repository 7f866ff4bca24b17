import { isSiteId, SITES } from '@eb/domain/sites';
import { type ReactNode, useLayoutEffect } from 'react';
import { useAppSelector } from '../lib/hooks.ts';
import { selectMe } from '../lib/session-slice.ts';
import { SiteContext } from '../lib/site-context.ts';
import { applyTheme, siteIdFromLocation } from '../lib/site-theme.ts';

/** Provides the active site and paints its theme onto <html> as CSS custom properties. */
export function SiteProvider({ children }: { children: ReactNode }) {
  const me = useAppSelector(selectMe);
  const siteId = me && isSiteId(me.siteId) ? me.siteId : siteIdFromLocation(window.location.hostname);
  const site = SITES[siteId];

  useLayoutEffect(() => {
    applyTheme(document.documentElement, site.id, site.theme);
  }, [site]);

  return <SiteContext value={site}>{children}</SiteContext>;
}
