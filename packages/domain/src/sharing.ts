import { z } from 'zod';
import { type Site, type SiteId, siteText } from './sites.ts';

/**
 * Sharing, saving (linking to an account) and the mail they send (doc 001 §2, §4, §5, §6, §7, §8, §9):
 * the limits, the sentences users see, the wire shapes of the calls and the rules both sides check.
 */

/** At most four designs are shared at once (the n/4 counter). */
export const SHARE_MAX = 4;
/** The consultant phone as typed, (###) ###-####: at most 14 characters. */
export const CONSULTANT_PHONE_MAX = 14;
export const EXTENSION_MAX = 6;
/** The customer's name a share may greet (the request's CustomerName). */
export const CUSTOMER_NAME_MAX = 100;
/** 'Copied' shows for five seconds after Copy link. */
export const COPIED_MS = 5000;
/** The save alert closes by itself after ten seconds. */
export const SAVE_ALERT_MS = 10_000;
export const SHARE_MODAL_WIDTH = 750;
export const COMMERCIAL_PDF_MODAL = { width: 450, height: 300 } as const;

export const SHARE_STEP_TITLES = ['Choose Estimate(s) to Share', 'Share Estimate(s)', 'Estimate(s) Shared'] as const;

export const SHARE_MESSAGES = {
  required: 'value is required',
  invalidEmail: 'not a valid email address',
  /** What the server says when a design was shared already (the page looks for these words). */
  alreadySharedServer: 'This design is already shared with another customer',
  /** What the page shows then, before it loads again. */
  alreadyShared: 'This estimate has already been shared.',
  notShared: 'Estimate not shared. Try again or copy link below.',
  copied: 'Copied',
} as const;

export const SAVE_MESSAGES = {
  notLoggedIn: 'Cannot Link Estimate. User is not logged in',
  noStrategy: 'A save strategy was not implemented for this site.',
  failed: 'Error saving estimate!',
} as const;

/** Email format of the share form: one address, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/** The customer email of the share form: required, then an email. */
export function customerEmailProblem(value: string): string | null {
  if (value.trim() === '') return SHARE_MESSAGES.required;
  return isEmail(value) ? null : SHARE_MESSAGES.invalidEmail;
}

/** The consultant's email is optional; when given it must be an email. */
export function consultantEmailProblem(value: string): string | null {
  if (value.trim() === '') return null;
  return isEmail(value) ? null : SHARE_MESSAGES.invalidEmail;
}

/** Digits only, shown as (###) ###-####, never longer than 14 characters (ten digits). */
export function formatConsultantPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Digits only, at most six. */
export function formatExtension(input: string): string {
  return input.replace(/\D/g, '').slice(0, EXTENSION_MAX);
}

/**
 * The message the share form starts with. The spec says the wording depends on the site without
 * giving it: the retailer site speaks of window treatments and its associates, the others of
 * {product} and design consultants.
 */
export function defaultShareMessage(site: Site): string {
  if (site.saveStrategy === 'link-to-my-account') {
    return siteText(
      'Thank you for shopping custom {product} with us. Here are the estimates we put together for your home. Open the link to review them, make changes or add them to your cart. Questions? Call {phone}.',
      site,
    );
  }
  return siteText(
    'Thanks for designing your custom {product} with us! Here are the estimates we created together. Open the link to review them, make changes or order. Questions? Call {phone}.',
    site,
  );
}

/** Which designs may be picked in step 1: not shared already, at most four in all. */
export function canPickForShare(design: { sharedEmail: string | null }, picked: number, isPicked: boolean): boolean {
  if (design.sharedEmail) return false;
  return isPicked || picked < SHARE_MAX;
}

/** The estimate builder's load path (doc 001 §2): a shared link is this path plus the design ids. */
export const ESTIMATE_LOAD_PATH = '/estimatebuilder/load';

/** The saved-design mail's link (doc 001 §2): a spinner, then the load path plus the design id. */
export function savedProductDesignPath(designId: string): string {
  return `/estimatebuilder/loadSavedProductDesign/${designId}`;
}

/**
 * The query parameter of a share mail's link that lets the account of the email it was sent to save
 * the designs (`claim`): what only that mailbox received, so a design's id alone does not claim it.
 */
export const CLAIM_PARAM = 'claim';
export const claimSchema = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9_-]*$/, 'A claim is the code of a share mail’s link.')
  .optional();

/** The link that loads the shared designs: the load path plus the ids joined by commas, and the mail's claim. */
export function shareLink(origin: string, loadPath: string, designIds: readonly string[], claim?: string): string {
  const path = `${origin}${loadPath}/${designIds.join(',')}`;
  return claim ? `${path}?${CLAIM_PARAM}=${claim}` : path;
}

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).optional().default('');

/** `POST /api/design-builder/estimates/share` (doc 001 §3, §7). */
export const shareRequestSchema = z.object({
  To: z
    .string()
    .trim()
    .min(1, SHARE_MESSAGES.required)
    .refine((value) => isEmail(value), SHARE_MESSAGES.invalidEmail),
  Subject: optionalText(200),
  Body: text(4000),
  Designs: z
    .array(z.uuid())
    .min(1, 'Choose at least one estimate to share.')
    .max(SHARE_MAX, `Share at most ${SHARE_MAX} estimates at once.`),
  AdditionalParameters: z
    .object({
      CustomerName: optionalText(CUSTOMER_NAME_MAX),
      DCName: optionalText(100),
      DCEmail: optionalText(254).refine((value) => consultantEmailProblem(value) === null, SHARE_MESSAGES.invalidEmail),
      DCPhone: optionalText(CONSULTANT_PHONE_MAX),
      DCExtension: optionalText(EXTENSION_MAX).refine((value) => /^\d*$/.test(value), 'The extension takes digits only.'),
    })
    .default({ CustomerName: '', DCName: '', DCEmail: '', DCPhone: '', DCExtension: '' }),
});
export type ShareRequest = z.input<typeof shareRequestSchema>;

/** What a share answers: each design's shared email and date. */
export const shareResultSchema = z.object({
  designs: z.array(z.object({ designId: z.string(), sharedEmail: z.string(), sharedDate: z.string() })),
  link: z.string(),
});
export type ShareResult = z.infer<typeof shareResultSchema>;

/** The rep's share signature, as the wire carries it (doc 001 §3). */
export const signatureSchema = z.object({
  DcId: z.string().min(1).max(64),
  SiteId: z.number().int(),
  Name: optionalText(100),
  Email: optionalText(254).refine((value) => consultantEmailProblem(value) === null, SHARE_MESSAGES.invalidEmail),
  Phone: optionalText(CONSULTANT_PHONE_MAX),
  Extension: optionalText(EXTENSION_MAX).refine((value) => /^\d*$/.test(value), 'The extension takes digits only.'),
});
export type Signature = z.infer<typeof signatureSchema>;

export const EMPTY_SIGNATURE = { Name: '', Email: '', Phone: '', Extension: '' } as const;

/** Saved only when it changed (doc 001 §5). */
export function signatureChanged(
  saved: Pick<Signature, 'Name' | 'Email' | 'Phone' | 'Extension'>,
  next: Pick<Signature, 'Name' | 'Email' | 'Phone' | 'Extension'>,
): boolean {
  return saved.Name !== next.Name || saved.Email !== next.Email || saved.Phone !== next.Phone || saved.Extension !== next.Extension;
}

/**
 * How a site saves a design to an account: which of the two link calls the page makes and with what,
 * or why it cannot. The calls themselves are the endpoint tables' `linkThroughProxy` and `linkToMyAccount`.
 */
export type SaveLink =
  | { ok: true; via: 'proxy'; body: { designId: string; claim?: string } }
  | { ok: true; via: 'link-to-my-account'; body: { designId: string; identityId: string; email: string; claim?: string } };
export type SaveCall = SaveLink | { ok: false; reason: 'not-logged-in' | 'no-strategy'; message: string };

/**
 * The save call per site strategy (doc 001 §6, §7): site 3 through the site's proxy with the design id,
 * site 11 link-to-my-account with the identity id and email; others have none. Guests cannot link.
 * `claim` is the share mail's (`CLAIM_PARAM`), when the page was opened from one.
 */
export function saveCall(
  site: Site,
  designId: string,
  me: { role: 'guest' | 'consumer' | 'rep'; identityId: string | null; email: string | null },
  claim?: string | null,
): SaveCall {
  if (site.saveStrategy === 'none') return { ok: false, reason: 'no-strategy', message: SAVE_MESSAGES.noStrategy };
  if (me.role === 'guest') return { ok: false, reason: 'not-logged-in', message: SAVE_MESSAGES.notLoggedIn };
  const claimed = claim ? { claim } : {};
  if (site.saveStrategy === 'proxy') return { ok: true, via: 'proxy', body: { designId, ...claimed } };
  return {
    ok: true,
    via: 'link-to-my-account',
    body: { designId, identityId: me.identityId ?? '', email: me.email ?? '', ...claimed },
  };
}

/**
 * Ours, beside the spec's fields of a link: `onLoad` marks the builder's load-time linking (doc 001 §4),
 * as opposed to a save asked for. My Estimates lists a design still as the builder made it
 * (`isBlankDesign`) only when it was saved on purpose.
 */
const onLoad = z.boolean().optional();
/** `POST /api/myaccount/estimates/link`. */
export const linkRequestSchema = z.object({ designId: z.uuid(), onLoad, claim: claimSchema });
/** `POST /api/design-builder/estimates/{id}/link`: the share mail's claim, when the caller has one. */
export const linkQuerySchema = z.object({ claim: claimSchema });
/** `POST /api/design-builder/estimates/link-to-my-account`. */
export const linkToMyAccountSchema = z.object({
  designId: z.uuid(),
  identityId: z.string().min(1).max(100),
  email: z.string().max(254),
  onLoad,
  claim: claimSchema,
});
/** What a link answers. `firstLink` is true the first time the design joins the account (analytics design.save). */
export const linkResultSchema = z.object({ designId: z.string(), isLinked: z.literal(true), firstLink: z.boolean() });
export type LinkResult = z.infer<typeof linkResultSchema>;

/** `POST /api/design-builder/broker/save-design` (doc 001 §7). */
export const brokerSaveDesignSchema = z.object({
  svocId: z.string().min(1).max(100),
  designGuid: z.uuid(),
  designName: z.string().min(1).max(50),
  configuratorCode: z.literal('AB'),
});
export type BrokerSaveDesign = z.input<typeof brokerSaveDesignSchema>;
/** What the broker's save answers: the record, with when it was saved. */
export const brokerSaveResultSchema = brokerSaveDesignSchema.extend({ savedAt: z.string() });
export type BrokerSaveResult = z.infer<typeof brokerSaveResultSchema>;

/** `POST /api/design-builder/estimates/sendSavedDesignEmail` (doc 001 §7). */
export const savedDesignEmailSchema = z.object({
  To: z
    .string()
    .trim()
    .refine((value) => isEmail(value), SHARE_MESSAGES.invalidEmail),
  DesignId: z.uuid(),
  AdditionalParameters: z
    .object({
      OrderTotal: optionalText(40),
      Brand: optionalText(100),
      ProductImageUrl: optionalText(500),
      ProductName: optionalText(200),
    })
    .default({ OrderTotal: '', Brand: '', ProductImageUrl: '', ProductName: '' }),
});
export type SavedDesignEmail = z.output<typeof savedDesignEmailSchema>;
/** What a saved-design mail answers: it is queued in the outbox, delivered after the answer. */
export const mailQueuedSchema = z.object({ queued: z.literal(true) });

/** One row of 'My Estimates' / 'My Window Treatments': the account's linked designs, newest first. */
export const accountEstimateSchema = z.object({
  designId: z.string(),
  name: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  windows: z.number().int(),
  subtotal: z.number(),
  retail: z.number(),
  isMandi: z.boolean(),
  isDesignValid: z.boolean(),
  hasDiscontinuedProduct: z.boolean(),
  hasProducts: z.boolean(),
  sharedEmail: z.string().nullable(),
  /** The design's room names in order, so entries of the same name tell themselves apart. */
  rooms: z.array(z.string()),
});
export type AccountEstimate = z.infer<typeof accountEstimateSchema>;
/** The account list's answer (`GET /api/myaccount/estimates`), newest first. */
export const accountEstimatesSchema = z.array(accountEstimateSchema);

/** The print file's name: the design name made safe for a file, then the date. */
export function printFileName(designName: string, date: string, commercial: boolean): string {
  const safe =
    designName
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'Estimate';
  return `${safe}-${commercial ? 'Commercial' : 'Residential'}-${date}.pdf`;
}

/**
 * The print path per site (doc 001 §2): the site's own API on site 3, the design-builder base elsewhere.
 * `commercial` adds the Commercial PDF Controls' switches to the query.
 */
export function printPath(
  siteId: SiteId,
  designId: string,
  timezoneOffset: number,
  commercial?: { dimensions: boolean; pricing: boolean },
): string {
  const path =
    siteId === 3
      ? `/api/myaccount/estimates/${designId}/${timezoneOffset}/print`
      : `/api/design-builder/estimates/${designId}/${timezoneOffset}/print`;
  if (!commercial) return path;
  return `${path}?variant=commercial&dimensions=${commercial.dimensions}&pricing=${commercial.pricing}`;
}

/** `Date.getTimezoneOffset()` minutes run from UTC+14 (-840) to UTC-12 (720). */
export const TIMEZONE_OFFSET_RANGE = { min: -840, max: 720 } as const;

export const PRINT_MESSAGES = {
  badOffset: `The time zone offset must be whole minutes between ${TIMEZONE_OFFSET_RANGE.min} and ${TIMEZONE_OFFSET_RANGE.max}.`,
  noProducts: 'This estimate has no products to print yet. Put a product on a window first.',
  repsOnly: 'Only sales representatives can print the commercial PDF.',
  commercialOff: 'Commercial printing is not enabled on this site.',
  switchesCommercialOnly: 'The dimensions and pricing switches belong to the commercial PDF.',
} as const;

/** Beside a window saved for later on a printed estimate: its line shows, but the totals leave it out. */
export const PRINT_SAVED_FOR_LATER = 'Save for Later: not in the totals';

/** The print path's `{timezoneOffset}`: whole minutes, in range (a string on the wire). */
export const timezoneOffsetSchema = z
  .string()
  .regex(/^-?\d{1,4}$/, PRINT_MESSAGES.badOffset)
  .transform(Number)
  .pipe(z.number().min(TIMEZONE_OFFSET_RANGE.min, PRINT_MESSAGES.badOffset).max(TIMEZONE_OFFSET_RANGE.max, PRINT_MESSAGES.badOffset));

const printSwitch = z.enum(['true', 'false'], 'A print switch is true or false.').optional();

/**
 * The print query: the residential PDF by default; `variant=commercial` with the dimensions and
 * line-item pricing switches (both on unless sent as false). Unknown keys are refused.
 */
export const printQuerySchema = z
  .strictObject({
    variant: z.enum(['residential', 'commercial'], 'The variant is residential or commercial.').default('residential'),
    dimensions: printSwitch,
    pricing: printSwitch,
  })
  .superRefine((query, context) => {
    if (query.variant === 'residential' && (query.dimensions !== undefined || query.pricing !== undefined)) {
      context.addIssue({ code: 'custom', message: PRINT_MESSAGES.switchesCommercialOnly });
    }
  })
  .transform((query) => ({
    variant: query.variant,
    dimensions: query.dimensions !== 'false',
    pricing: query.pricing !== 'false',
  }));
export type PrintOptions = z.output<typeof printQuerySchema>;

/** A window carries a product: the print buttons show, and the server prints. */
export function designHasProducts(items: readonly { itemProduct: unknown }[]): boolean {
  return items.some((item) => Boolean(item.itemProduct));
}

/**
 * The wall-clock fields of `date` for a caller whose `Date.getTimezoneOffset()` is `offset`
 * (minutes behind UTC), whatever the time zone of the process that asks.
 */
export function callerClock(date: Date, offset: number): { year: number; month: number; day: number; hour: number; minute: number } {
  const shifted = new Date(date.getTime() - offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** yyyy-mm-dd of `date` in the caller's time zone (the print file name's date). */
export function callerDay(date: Date, offset: number): string {
  const { year, month, day } = callerClock(date, offset);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
