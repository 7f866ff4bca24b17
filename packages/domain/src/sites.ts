/**
 * The site registry: every per-site word, number, theme and strategy lives here and nowhere else.
 * Brand names and phone numbers are invented (555-01xx numbers are reserved for fiction).
 */
export const SITE_IDS = [1, 2, 3, 5, 11] as const;
export type SiteId = (typeof SITE_IDS)[number];

export type SaveStrategy = 'proxy' | 'link-to-my-account' | 'none';
export type CartStrategy = 'estimate-add-to-cart' | 'cart-graphql' | 'none';
export type ShipDateStyle = 'shipping' | 'delivery';

export interface SiteTheme {
  /** Main brand colour: header band, primary buttons. */
  primary: string;
  /** Text colour on top of `primary`. */
  onPrimary: string;
  /** Accent for links, focus rings and highlights. */
  accent: string;
  /** Page background. */
  surface: string;
  /** Header band style: a full colour band, or a light bar with a coloured rule. */
  header: 'band' | 'bar';
  fontFamily: string;
  radius: string;
}

export interface Site {
  id: SiteId;
  /** Brand name shown in the header. */
  brand: string;
  /** The {product} word of the spec for this site. */
  product: string;
  /** Help phone numbers by origin mode: Online shoppers and CEC (internal) sessions. */
  phones: { online: string; cec: string };
  /** Name of the account's designs list. */
  accountListName: string;
  /** Where the account's designs list lives. */
  accountListPath: string;
  serviceCode: 'BDC' | 'THD' | null;
  saveStrategy: SaveStrategy;
  cartStrategy: CartStrategy;
  shipDateStyle: ShipDateStyle;
  /**
   * Whether reps may print the commercial PDF here (doc 001 §6 "when commercial printing is
   * enabled"): on the two sites with sharing and print behaviour, 3 and 11.
   */
  commercialPrint: boolean;
  /**
   * The retailer cart flow's batching (doc 001 §7, §9): the configured batch size (used as at least
   * 5) and the calm rate between batches in milliseconds.
   */
  cart: { batchSize: number; calmMs: number };
  /** The store-to-online switch of the design summary page (doc 001 §2); a query flag can also turn it on. */
  storeToOnline: boolean;
  /**
   * Where the header and footer go (doc 001 §9): inside the app's own frame, or mounted in the host
   * page's slots (`#eb-header-slot`, `#eb-footer-slot`) with the support phone strip under the header.
   */
  frame: 'own' | 'host-slots';
  theme: SiteTheme;
}

const classicTheme: SiteTheme = {
  primary: '#1f3a5f',
  onPrimary: '#ffffff',
  accent: '#2a7f8f',
  surface: '#f6f7f9',
  header: 'band',
  fontFamily: "'Segoe UI', system-ui, -apple-system, sans-serif",
  radius: '6px',
};

export const SITES: Readonly<Record<SiteId, Site>> = {
  1: {
    id: 1,
    brand: 'American Shade Works',
    product: 'Blinds',
    phones: { online: '1-800-555-0101', cec: '1-800-555-0111' },
    accountListName: 'My Estimates',
    accountListPath: '/myaccount/estimates',
    serviceCode: null,
    saveStrategy: 'none',
    cartStrategy: 'none',
    shipDateStyle: 'shipping',
    commercialPrint: false,
    cart: { batchSize: 5, calmMs: 1000 },
    storeToOnline: false,
    frame: 'own',
    theme: { ...classicTheme, primary: '#7a1f2b', accent: '#b5483b' },
  },
  2: {
    id: 2,
    brand: 'Northwind Blinds Canada',
    product: 'Blinds',
    phones: { online: '1-800-555-0102', cec: '1-800-555-0112' },
    accountListName: 'My Estimates',
    accountListPath: '/myaccount/estimates',
    serviceCode: null,
    saveStrategy: 'none',
    cartStrategy: 'none',
    shipDateStyle: 'shipping',
    commercialPrint: false,
    cart: { batchSize: 5, calmMs: 1000 },
    storeToOnline: false,
    frame: 'own',
    theme: { ...classicTheme, primary: '#23435a', accent: '#c0392b' },
  },
  3: {
    id: 3,
    brand: 'Brightline Blinds',
    product: 'Blinds',
    phones: { online: '1-800-555-0103', cec: '1-800-555-0113' },
    accountListName: 'My Estimates',
    accountListPath: '/myaccount/estimates',
    serviceCode: 'BDC',
    saveStrategy: 'proxy',
    cartStrategy: 'estimate-add-to-cart',
    shipDateStyle: 'shipping',
    commercialPrint: true,
    cart: { batchSize: 5, calmMs: 1000 },
    storeToOnline: false,
    frame: 'own',
    theme: classicTheme,
  },
  5: {
    id: 5,
    brand: 'Just Shades',
    product: 'Shades',
    phones: { online: '1-800-555-0105', cec: '1-800-555-0115' },
    accountListName: 'My Estimates',
    accountListPath: '/myaccount/estimates',
    serviceCode: null,
    saveStrategy: 'none',
    cartStrategy: 'none',
    shipDateStyle: 'shipping',
    commercialPrint: false,
    cart: { batchSize: 5, calmMs: 1000 },
    storeToOnline: false,
    frame: 'own',
    theme: { ...classicTheme, primary: '#3d4f2f', accent: '#6b8e23' },
  },
  11: {
    id: 11,
    brand: 'Harborline Home Improvement',
    product: 'Window Treatments',
    phones: { online: '1-800-555-0141', cec: '1-800-555-0151' },
    accountListName: 'My Window Treatments',
    // Under the professional-service base, as the retailer's other installation pages (doc 001 §2).
    accountListPath: '/installation/mywindowtreatments',
    serviceCode: 'THD',
    saveStrategy: 'link-to-my-account',
    cartStrategy: 'cart-graphql',
    shipDateStyle: 'delivery',
    commercialPrint: true,
    cart: { batchSize: 5, calmMs: 1000 },
    storeToOnline: false,
    frame: 'host-slots',
    theme: {
      primary: '#e8630a',
      onPrimary: '#ffffff',
      accent: '#c14f00',
      surface: '#ffffff',
      header: 'bar',
      fontFamily: "'Helvetica Neue', Arial, sans-serif",
      radius: '0px',
    },
  },
};

export const DEFAULT_SITE_ID: SiteId = 3;

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'number' && (SITE_IDS as readonly number[]).includes(value);
}

export function getSite(id: SiteId): Site {
  return SITES[id];
}

export type OriginMode = 'CEC' | 'Online';

/** The origin mode of a caller (and the Origin a design they make records): CEC for internal users (reps), Online otherwise. */
export const originOf = (role: 'guest' | 'consumer' | 'rep'): OriginMode => (role === 'rep' ? 'CEC' : 'Online');

/** The help phone chosen by origin mode: CEC for internal users, Online otherwise. */
export function helpPhone(site: Site, origin: OriginMode): string {
  return origin === 'CEC' ? site.phones.cec : site.phones.online;
}

/** Replaces the spec's {product} and {phone} placeholders with the site's words. */
export function siteText(template: string, site: Site, origin: OriginMode = 'Online'): string {
  return template.replaceAll('{product}', site.product).replaceAll('{phone}', helpPhone(site, origin));
}

/**
 * Parses a host map such as "blinds.test=3,home.test=11" (the SITE_HOSTS setting).
 * Throws on a malformed entry so a wrong setting stops the server at start.
 */
export function parseSiteHosts(value: string | undefined): Map<string, SiteId> {
  const map = new Map<string, SiteId>();
  if (!value) return map;
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [host, id, ...rest] = entry.split('=').map((part) => part.trim());
    const siteId = id && /^\d+$/.test(id) ? Number(id) : Number.NaN;
    if (!host || rest.length > 0 || !isSiteId(siteId)) {
      throw new Error(`SITE_HOSTS entry "${entry}" must look like host=siteId with a site id of ${SITE_IDS.join(', ')}`);
    }
    map.set(host.toLowerCase(), siteId);
  }
  return map;
}

/**
 * The active site for a request's host: an explicit map entry first, then a `site{id}.` prefix
 * (so `site11.localhost` works in any browser), else the default.
 */
export function resolveSiteId(host: string | undefined, hosts: Map<string, SiteId>, fallback: SiteId): SiteId {
  if (!host) return fallback;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const mapped = hosts.get(name);
  if (mapped) return mapped;
  const match = /^site(\d+)\./.exec(name);
  const id = match ? Number(match[1]) : Number.NaN;
  return isSiteId(id) ? id : fallback;
}

/**
 * The retailer's {product}-installation services page ('Find out more', doc 001 §2): the site's
 * product word as a path, e.g. /blinds-installation.
 */
export function installationServicesPath(site: Pick<Site, 'product'>): string {
  const slug = site.product
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/${slug}-installation`;
}

/** Every services page path the sites use (the web app routes each). */
export const INSTALLATION_SERVICES_PATHS = [...new Set(SITE_IDS.map((id) => installationServicesPath(SITES[id])))];
