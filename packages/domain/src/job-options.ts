import { z } from 'zod';
import type { PricingExtras } from './installation.ts';
import type { SiteId } from './sites.ts';

/**
 * Job options of a professional installation (doc 001 §3, §4, §5): removal and haul away of the old
 * window coverings with their counts, text updates with a phone number, special instructions and,
 * in the installation-only flow, the rework type.
 */

export const PHONE_DIGITS = 10;
export const PHONE_MESSAGE = 'Phone number must be ten digits';
export const CHOOSE_YES_OR_NO = 'Please choose yes or no.';
export const CHOOSE_COUNT = 'Please choose how many windows.';
export const SPECIAL_INSTRUCTIONS_MAX = 500;
export const SPECIAL_INSTRUCTIONS_TOO_LONG = `Special instructions must not exceed ${SPECIAL_INSTRUCTIONS_MAX} characters.`;
export const SPECIAL_INSTRUCTIONS_PLACEHOLDER = 'Anything your installer should know, such as a gate code or where to park';
/** The rework type of the installation-only flow (doc 001 §3). */
export const INSTALL_ONLY_REWORK = 'install-only';
/** The site whose count pickers are hidden (doc 001 §4, §9). */
const SITE_WITHOUT_COUNT_PICKERS: SiteId = 11;

export interface JobOptions {
  /** Null until the shopper answers (a required yes/no choice). */
  windowHaul: boolean | null;
  windowRemoval: boolean | null;
  windowHaulCount: number;
  windowRemoveCount: number;
  textOptIn: boolean | null;
  /** Ten digits, as typed (no punctuation). */
  textOptInNumber: string;
  specialInstructions: string;
  reworkType: typeof INSTALL_ONLY_REWORK | null;
}

/**
 * The options a modal opens with (doc 001 §4): text updates on; counts the number of selected
 * windows; in the installation-only modal removal and haul off, elsewhere not yet answered.
 */
export function defaultJobOptions(selectedWindows: number, mode: { installOnly: boolean }): JobOptions {
  const count = Math.max(0, Math.floor(selectedWindows));
  return {
    windowHaul: mode.installOnly ? false : null,
    windowRemoval: mode.installOnly ? false : null,
    windowHaulCount: count,
    windowRemoveCount: count,
    textOptIn: true,
    textOptInNumber: '',
    specialInstructions: '',
    reworkType: mode.installOnly ? INSTALL_ONLY_REWORK : null,
  };
}

/** Count pickers show only when the option is yes, outside installation-only, and not on site 11. */
export function showsCountPicker(option: boolean | null, context: { installOnly: boolean; siteId: SiteId }): boolean {
  return option === true && !context.installOnly && context.siteId !== SITE_WITHOUT_COUNT_PICKERS;
}

/** The picker's choices 1..N, zero-padded below 10 ('01' … '09', '10', …). */
export function countOptions(selectedWindows: number): { value: number; label: string }[] {
  const count = Math.max(0, Math.floor(selectedWindows));
  return Array.from({ length: count }, (_, index) => ({ value: index + 1, label: String(index + 1).padStart(2, '0') }));
}

/** Exactly ten digits. */
export const isTextPhone = (value: string) => /^\d{10}$/.test(value);

/** (###) ###-#### for ten digits; anything else as it is. */
export function formatTextPhone(value: string): string {
  return isTextPhone(value) ? `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}` : value;
}

export type JobOptionField =
  | 'windowRemoval'
  | 'windowHaul'
  | 'windowRemoveCount'
  | 'windowHaulCount'
  | 'textOptIn'
  | 'textOptInNumber'
  | 'specialInstructions';

/**
 * The doc 001 §5 checks, one message per field: the three yes/no questions answered; a count a
 * positive number (at most the selected windows) when its option is yes; ten digits when text
 * updates are on.
 */
export function jobOptionProblems(options: JobOptions, selectedWindows: number): Partial<Record<JobOptionField, string>> {
  const problems: Partial<Record<JobOptionField, string>> = {};
  if (options.windowRemoval === null) problems.windowRemoval = CHOOSE_YES_OR_NO;
  if (options.windowHaul === null) problems.windowHaul = CHOOSE_YES_OR_NO;
  if (options.textOptIn === null) problems.textOptIn = CHOOSE_YES_OR_NO;
  const countOk = (count: number) => Number.isInteger(count) && count >= 1 && count <= selectedWindows;
  if (options.windowRemoval === true && !countOk(options.windowRemoveCount)) problems.windowRemoveCount = CHOOSE_COUNT;
  if (options.windowHaul === true && !countOk(options.windowHaulCount)) problems.windowHaulCount = CHOOSE_COUNT;
  if (options.textOptIn === true && !isTextPhone(options.textOptInNumber)) problems.textOptInNumber = PHONE_MESSAGE;
  if (options.specialInstructions.length > SPECIAL_INSTRUCTIONS_MAX) problems.specialInstructions = SPECIAL_INSTRUCTIONS_TOO_LONG;
  return problems;
}

/** The installation summary's add-to-cart is off while haul or removal is on with a count of zero. */
export function installationAddToCartDisabled(
  options: Pick<JobOptions, 'windowHaul' | 'windowRemoval' | 'windowHaulCount' | 'windowRemoveCount'>,
) {
  return (
    (options.windowHaul === true && options.windowHaulCount === 0) || (options.windowRemoval === true && options.windowRemoveCount === 0)
  );
}

/** What pricing takes from the options: an unanswered or 'no' option prices nothing. */
export function pricingExtras(
  options: Pick<JobOptions, 'windowHaul' | 'windowRemoval' | 'windowHaulCount' | 'windowRemoveCount'>,
): PricingExtras {
  return {
    windowRemoval: options.windowRemoval === true,
    windowHaul: options.windowHaul === true,
    windowRemoveCount: options.windowRemoval === true ? options.windowRemoveCount : 0,
    windowHaulCount: options.windowHaul === true ? options.windowHaulCount : 0,
  };
}

/** Job options on the wire (booking): answered, checked as the form checks them. */
export const jobOptionsSchema = z
  .object({
    windowHaul: z.boolean({ error: CHOOSE_YES_OR_NO }),
    windowRemoval: z.boolean({ error: CHOOSE_YES_OR_NO }),
    windowHaulCount: z.number({ error: CHOOSE_COUNT }).int(CHOOSE_COUNT).min(0, CHOOSE_COUNT).max(9999, CHOOSE_COUNT),
    windowRemoveCount: z.number({ error: CHOOSE_COUNT }).int(CHOOSE_COUNT).min(0, CHOOSE_COUNT).max(9999, CHOOSE_COUNT),
    textOptIn: z.boolean({ error: CHOOSE_YES_OR_NO }),
    textOptInNumber: z.string().max(PHONE_DIGITS, PHONE_MESSAGE).default(''),
    specialInstructions: z.string().max(SPECIAL_INSTRUCTIONS_MAX, SPECIAL_INSTRUCTIONS_TOO_LONG).default(''),
    reworkType: z.literal(INSTALL_ONLY_REWORK).nullable().default(null),
  })
  .superRefine((options, context) => {
    if (options.textOptIn && !isTextPhone(options.textOptInNumber))
      context.addIssue({ code: 'custom', path: ['textOptInNumber'], message: PHONE_MESSAGE });
    if (options.windowRemoval && options.windowRemoveCount < 1)
      context.addIssue({ code: 'custom', path: ['windowRemoveCount'], message: CHOOSE_COUNT });
    if (options.windowHaul && options.windowHaulCount < 1)
      context.addIssue({ code: 'custom', path: ['windowHaulCount'], message: CHOOSE_COUNT });
  });
export type JobOptionsInput = z.infer<typeof jobOptionsSchema>;
