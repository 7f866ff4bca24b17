import { helpPhone, type OriginMode, type Site } from '@eb/domain/sites';
import { createContext, useContext } from 'react';
import { useAppSelector } from './hooks.ts';
import { selectOrigin } from './session-slice.ts';

export const SiteContext = createContext<Site | null>(null);

/** The site the page is on (from me.siteId, or the host name while that loads). */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() must be used inside <SiteProvider>.');
  return site;
}

/** Origin mode of the current user: CEC for reps, Online otherwise. */
export function useOrigin(): OriginMode {
  return useAppSelector(selectOrigin);
}

/** The help phone chosen by origin mode (doc 000 §1). */
export function useHelpPhone(): string {
  return helpPhone(useSite(), useOrigin());
}
