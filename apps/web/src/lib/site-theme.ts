import { darkenToContrast, tint } from '@eb/domain/color-contrast';
import { DEFAULT_SITE_ID, resolveSiteId, type SiteId, type SiteTheme } from '@eb/domain/sites';

/**
 * The site while GET /api/account/me is on its way: the same host rule the server uses
 * (`site11.localhost` -> 11), without the server's configurable host map.
 */
export function siteIdFromLocation(hostname: string): SiteId {
  return resolveSiteId(hostname, new Map(), DEFAULT_SITE_ID);
}

/** The theme as CSS custom properties; text colours are held to WCAG AA against their backgrounds. */
export function themeProperties(theme: SiteTheme): Record<string, string> {
  const primary = darkenToContrast(theme.primary, theme.onPrimary);
  const wash = tint(theme.primary, 0.92);
  // Links sit on white cards, the page surface and brand washes: AA on each.
  const link = [theme.surface, wash].reduce(
    (color, background) => darkenToContrast(color, background),
    darkenToContrast(theme.accent, '#ffffff'),
  );
  return {
    '--eb-brand': theme.primary,
    '--eb-primary': primary,
    '--eb-primary-hover': darkenToContrast(primary, theme.onPrimary, 7),
    '--eb-on-primary': theme.onPrimary,
    '--eb-accent': theme.accent,
    '--eb-link': link,
    '--eb-brand-wash': wash,
    '--eb-surface': theme.surface,
    '--eb-radius': theme.radius,
    '--eb-font': theme.fontFamily,
  };
}

export function applyTheme(root: HTMLElement, siteId: SiteId, theme: SiteTheme): void {
  for (const [name, value] of Object.entries(themeProperties(theme))) root.style.setProperty(name, value);
  root.dataset.site = String(siteId);
  root.dataset.header = theme.header;
}
