import { describe, expect, it } from 'vitest';
import {
  CHOOSE_COUNT,
  CHOOSE_YES_OR_NO,
  countOptions,
  defaultJobOptions,
  formatTextPhone,
  installationAddToCartDisabled,
  isTextPhone,
  type JobOptions,
  jobOptionProblems,
  jobOptionsSchema,
  PHONE_MESSAGE,
  pricingExtras,
  SPECIAL_INSTRUCTIONS_PLACEHOLDER,
  showsCountPicker,
} from './job-options.ts';

const answered = (overrides: Partial<JobOptions> = {}): JobOptions => ({
  ...defaultJobOptions(4, { installOnly: false }),
  windowHaul: false,
  windowRemoval: false,
  textOptIn: true,
  textOptInNumber: '4045550123',
  ...overrides,
});

describe('job option defaults (doc 001 §4)', () => {
  it('installation-only: removal and haul off, text updates on, counts the selected windows', () => {
    expect(defaultJobOptions(3, { installOnly: true })).toEqual({
      windowHaul: false,
      windowRemoval: false,
      windowHaulCount: 3,
      windowRemoveCount: 3,
      textOptIn: true,
      textOptInNumber: '',
      specialInstructions: '',
      reworkType: 'install-only',
    });
  });

  it('installation summary: removal and haul wait for an answer, text updates on', () => {
    expect(defaultJobOptions(2, { installOnly: false })).toMatchObject({
      windowHaul: null,
      windowRemoval: null,
      textOptIn: true,
      windowHaulCount: 2,
      reworkType: null,
    });
  });
});

describe('count pickers', () => {
  it.each([
    [true, false, 3, true],
    [false, false, 3, false],
    [null, false, 3, false],
    [true, true, 3, false],
    [true, false, 11, false],
    [true, true, 11, false],
  ] as const)('option %s, install-only %s, site %s: shown %s', (option, installOnly, siteId, shown) => {
    expect(showsCountPicker(option, { installOnly, siteId })).toBe(shown);
  });

  it('offers 1..N zero-padded below 10', () => {
    expect(countOptions(3)).toEqual([
      { value: 1, label: '01' },
      { value: 2, label: '02' },
      { value: 3, label: '03' },
    ]);
    expect(countOptions(11).map((option) => option.label)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']);
    expect(countOptions(0)).toEqual([]);
  });
});

describe('text update phone', () => {
  it.each([
    ['4045550123', true],
    ['404555012', false],
    ['40455501234', false],
    ['(404) 555-0123', false],
    ['40455501a3', false],
    ['', false],
  ])('%s is ten digits: %s', (value, ok) => {
    expect(isTextPhone(value)).toBe(ok);
  });

  it('shows (###) ###-####', () => {
    expect(formatTextPhone('4045550123')).toBe('(404) 555-0123');
    expect(formatTextPhone('40455')).toBe('40455');
  });
});

describe('job option checks (doc 001 §5)', () => {
  it.each<[string, Partial<JobOptions>, Record<string, string>]>([
    ['all answered', {}, {}],
    ['removal unanswered', { windowRemoval: null }, { windowRemoval: CHOOSE_YES_OR_NO }],
    ['haul unanswered', { windowHaul: null }, { windowHaul: CHOOSE_YES_OR_NO }],
    ['text updates unanswered', { textOptIn: null }, { textOptIn: CHOOSE_YES_OR_NO }],
    ['removal with count 0', { windowRemoval: true, windowRemoveCount: 0 }, { windowRemoveCount: CHOOSE_COUNT }],
    ['haul above the windows', { windowHaul: true, windowHaulCount: 5 }, { windowHaulCount: CHOOSE_COUNT }],
    ['removal off with count 0', { windowRemoval: false, windowRemoveCount: 0 }, {}],
    ['short phone', { textOptInNumber: '404555' }, { textOptInNumber: 'Phone number must be ten digits' }],
    ['no phone without text updates', { textOptIn: false, textOptInNumber: '' }, {}],
    [
      'long instructions',
      { specialInstructions: 'x'.repeat(501) },
      { specialInstructions: 'Special instructions must not exceed 500 characters.' },
    ],
  ])('%s', (_name, overrides, problems) => {
    expect(jobOptionProblems(answered(overrides), 4)).toEqual(problems);
  });

  it('uses the spec sentence for the phone', () => {
    expect(PHONE_MESSAGE).toBe('Phone number must be ten digits');
  });

  it('has a placeholder about gate codes or parking', () => {
    expect(SPECIAL_INSTRUCTIONS_PLACEHOLDER).toMatch(/gate code/);
    expect(SPECIAL_INSTRUCTIONS_PLACEHOLDER).toMatch(/park/);
  });
});

describe('installation summary add to cart', () => {
  it.each([
    [{ windowHaul: true, windowHaulCount: 0, windowRemoval: false, windowRemoveCount: 0 }, true],
    [{ windowHaul: false, windowHaulCount: 0, windowRemoval: true, windowRemoveCount: 0 }, true],
    [{ windowHaul: true, windowHaulCount: 1, windowRemoval: true, windowRemoveCount: 2 }, false],
    [{ windowHaul: false, windowHaulCount: 0, windowRemoval: false, windowRemoveCount: 0 }, false],
  ])('%j disabled: %s', (options, disabled) => {
    expect(installationAddToCartDisabled(options)).toBe(disabled);
  });
});

describe('pricing extras and the wire schema', () => {
  it('prices nothing for an option that is off or unanswered', () => {
    expect(pricingExtras({ windowHaul: null, windowRemoval: true, windowHaulCount: 3, windowRemoveCount: 2 })).toEqual({
      windowRemoval: true,
      windowHaul: false,
      windowRemoveCount: 2,
      windowHaulCount: 0,
    });
  });

  it.each([
    ['a missing yes/no', { windowRemoval: false, textOptIn: false, windowHaulCount: 0, windowRemoveCount: 0 }, CHOOSE_YES_OR_NO],
    [
      'removal on with count 0',
      { windowHaul: false, windowRemoval: true, textOptIn: false, windowHaulCount: 0, windowRemoveCount: 0 },
      CHOOSE_COUNT,
    ],
    [
      'text updates without ten digits',
      { windowHaul: false, windowRemoval: false, textOptIn: true, textOptInNumber: '123', windowHaulCount: 0, windowRemoveCount: 0 },
      PHONE_MESSAGE,
    ],
  ])('refuses %s', (_name, value, message) => {
    expect(jobOptionsSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('takes answered options', () => {
    const parsed = jobOptionsSchema.parse({
      windowHaul: true,
      windowRemoval: false,
      textOptIn: true,
      textOptInNumber: '4045550123',
      windowHaulCount: 2,
      windowRemoveCount: 0,
    });
    expect(parsed).toMatchObject({ specialInstructions: '', reworkType: null });
  });
});
