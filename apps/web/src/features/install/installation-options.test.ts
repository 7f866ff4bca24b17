import { CHOOSE_COUNT, CHOOSE_YES_OR_NO, defaultJobOptions, INSTALL_ONLY_REWORK, PHONE_MESSAGE } from '@eb/domain/job-options';
import { describe, expect, it } from 'vitest';
import { addToCartBlock, answeredOptions, COUNT_ZERO, SELECT_A_WINDOW, syncCounts } from './installation-options.ts';

const summary = (selected: number, siteId: 3 | 11 = 3) => ({ installOnly: false, siteId, selected });
const installOnly = (selected: number) => ({ installOnly: true, siteId: 3 as const, selected });

describe('job option state', () => {
  it('opens with the defaults of doc 001 §4: removal and haul unanswered, texts on, counts the selected windows', () => {
    const options = defaultJobOptions(4, { installOnly: false });
    expect(options).toMatchObject({ windowRemoval: null, windowHaul: null, textOptIn: true, windowRemoveCount: 4, windowHaulCount: 4 });
    expect(defaultJobOptions(2, { installOnly: true })).toMatchObject({
      windowRemoval: false,
      windowHaul: false,
      reworkType: INSTALL_ONLY_REWORK,
    });
  });

  it('keeps a picked count within 1..N', () => {
    const options = { ...defaultJobOptions(5, { installOnly: false }), windowRemoval: true, windowRemoveCount: 2 };
    expect(syncCounts(options, summary(5)).windowRemoveCount).toBe(2);
    expect(syncCounts(options, summary(1)).windowRemoveCount).toBe(1);
    expect(syncCounts({ ...options, windowRemoveCount: 0 }, summary(3)).windowRemoveCount).toBe(1);
  });

  it('follows the selection where no picker shows: install-only, site 11, or the option is no', () => {
    const options = { ...defaultJobOptions(0, { installOnly: true }), windowRemoval: true };
    expect(syncCounts(options, installOnly(3))).toMatchObject({ windowRemoveCount: 3, windowHaulCount: 3 });
    const site11 = { ...defaultJobOptions(2, { installOnly: false }), windowHaul: true, windowHaulCount: 1 };
    expect(syncCounts(site11, summary(6, 11)).windowHaulCount).toBe(6);
    expect(syncCounts(site11, summary(6, 3)).windowHaulCount).toBe(1);
  });
});

describe('add to cart disabled (doc 001 §5)', () => {
  it('until removal, haul away and text updates are each answered yes or no, naming the ones still open', () => {
    const options = defaultJobOptions(3, { installOnly: false });
    expect(addToCartBlock(options, summary(3))).toBe('Choose yes or no for removal and haul away to add to the cart.');
    expect(addToCartBlock({ ...options, windowRemoval: false }, summary(3))).toBe('Choose yes or no for haul away to add to the cart.');
    expect(addToCartBlock({ ...options, windowHaul: true }, summary(3))).toBe('Choose yes or no for removal to add to the cart.');
    expect(addToCartBlock({ ...options, textOptIn: null }, summary(3))).toBe(
      'Choose yes or no for removal, haul away and text updates to add to the cart.',
    );
    expect(addToCartBlock({ ...options, windowRemoval: true, windowHaul: false }, summary(3))).toBeNull();
    // The phone is checked when add to cart is pressed, with its own message by the field.
    expect(addToCartBlock({ ...options, windowRemoval: false, windowHaul: false, textOptInNumber: '' }, summary(3))).toBeNull();
  });
  it('when haul or removal is on with a count of zero', () => {
    const options = { ...defaultJobOptions(3, { installOnly: false }), windowRemoval: false, windowHaul: true, windowHaulCount: 0 };
    expect(addToCartBlock(options, summary(3))).toBe(COUNT_ZERO);
    expect(addToCartBlock({ ...options, windowHaulCount: 1 }, summary(3))).toBeNull();
    expect(addToCartBlock({ ...options, windowHaul: false, windowRemoval: true, windowRemoveCount: 0 }, summary(3))).toBe(COUNT_ZERO);
  });
  it('in install-only until a window is selected', () => {
    const options = defaultJobOptions(0, { installOnly: true });
    expect(addToCartBlock(options, installOnly(0))).toBe(SELECT_A_WINDOW);
    expect(addToCartBlock(syncCounts(options, installOnly(1)), installOnly(1))).toBeNull();
  });
});

describe('answered options', () => {
  it('name each unanswered question and the phone rule', () => {
    const answer = answeredOptions(defaultJobOptions(2, { installOnly: false }), 2);
    expect(answer).toEqual({
      ok: false,
      problems: { windowRemoval: CHOOSE_YES_OR_NO, windowHaul: CHOOSE_YES_OR_NO, textOptInNumber: PHONE_MESSAGE },
    });
  });
  it('refuse a count above the selected windows', () => {
    const options = { ...defaultJobOptions(2, { installOnly: false }), windowRemoval: true, windowHaul: false, windowRemoveCount: 3 };
    expect(answeredOptions({ ...options, textOptIn: false }, 2)).toMatchObject({
      ok: false,
      problems: { windowRemoveCount: CHOOSE_COUNT },
    });
  });
  it('give the wire form: counts of options that are off are 0, no phone without texts, instructions trimmed', () => {
    const options = {
      ...defaultJobOptions(2, { installOnly: false }),
      windowRemoval: true,
      windowHaul: false,
      textOptIn: false,
      textOptInNumber: '55512',
      specialInstructions: '  gate 1234  ',
    };
    expect(answeredOptions(options, 2)).toEqual({
      ok: true,
      options: {
        windowRemoval: true,
        windowRemoveCount: 2,
        windowHaul: false,
        windowHaulCount: 0,
        textOptIn: false,
        textOptInNumber: '',
        specialInstructions: 'gate 1234',
        reworkType: null,
      },
    });
  });
});
