import { listInWords } from '@eb/domain/format';
import {
  installationAddToCartDisabled,
  type JobOptions,
  type JobOptionsInput,
  jobOptionProblems,
  showsCountPicker,
} from '@eb/domain/job-options';
import type { SiteId } from '@eb/domain/sites';

/**
 * The job options of an installation modal (doc 001 §3–§5) as the modal keeps them: the domain's
 * defaults and checks, plus what the modal needs on top — counts that follow the selection where
 * no picker shows, why add to cart is off, and the wire form once every question is answered.
 */
export interface OptionsContext {
  installOnly: boolean;
  siteId: SiteId;
  /** Window coverings selected for installation. */
  selected: number;
}

/**
 * Counts without a picker (install-only, site 11, or the option is no) are the selected windows; a
 * picked count stays within 1..N.
 */
export function syncCounts(options: JobOptions, context: OptionsContext): JobOptions {
  const kept = (option: boolean | null, count: number) =>
    showsCountPicker(option, context) ? Math.min(Math.max(count, context.selected > 0 ? 1 : 0), context.selected) : context.selected;
  const windowRemoveCount = kept(options.windowRemoval, options.windowRemoveCount);
  const windowHaulCount = kept(options.windowHaul, options.windowHaulCount);
  if (windowRemoveCount === options.windowRemoveCount && windowHaulCount === options.windowHaulCount) return options;
  return { ...options, windowRemoveCount, windowHaulCount };
}

export const SELECT_A_WINDOW = 'Select at least one window to add installation to the cart.';
export const COUNT_ZERO = 'Removal and haul away need at least one window.';

/** The required yes/no questions (doc 001 §5) as the sentence below names them. */
const QUESTIONS = [
  ['windowRemoval', 'removal'],
  ['windowHaul', 'haul away'],
  ['textOptIn', 'text updates'],
] as const;

/** 'Choose yes or no for removal and haul away to add to the cart.', naming only the questions still open. */
export function unansweredSentence(options: Pick<JobOptions, 'windowRemoval' | 'windowHaul' | 'textOptIn'>): string | null {
  const open = QUESTIONS.filter(([field]) => options[field] === null).map(([, name]) => name);
  if (open.length === 0) return null;
  return `Choose yes or no for ${listInWords(open)} to add to the cart.`;
}

/**
 * Why add to cart is off (doc 001 §5), or null: install-only with no window; a required yes/no
 * question not answered yet; haul or removal on with a count of zero.
 */
export function addToCartBlock(options: JobOptions, context: OptionsContext): string | null {
  if (context.installOnly && context.selected === 0) return SELECT_A_WINDOW;
  const unanswered = unansweredSentence(options);
  if (unanswered) return unanswered;
  if (installationAddToCartDisabled(options)) return COUNT_ZERO;
  return null;
}

/** The options as the booking sends them, or the problems to show first (one message per field). */
export function answeredOptions(
  options: JobOptions,
  selected: number,
): { ok: true; options: JobOptionsInput } | { ok: false; problems: ReturnType<typeof jobOptionProblems> } {
  const problems = jobOptionProblems(options, selected);
  if (Object.keys(problems).length > 0 || options.windowHaul === null || options.windowRemoval === null || options.textOptIn === null) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    options: {
      windowHaul: options.windowHaul,
      windowRemoval: options.windowRemoval,
      windowHaulCount: options.windowHaul ? options.windowHaulCount : 0,
      windowRemoveCount: options.windowRemoval ? options.windowRemoveCount : 0,
      textOptIn: options.textOptIn,
      textOptInNumber: options.textOptIn ? options.textOptInNumber : '',
      specialInstructions: options.specialInstructions.trim(),
      reworkType: options.reworkType,
    },
  };
}
