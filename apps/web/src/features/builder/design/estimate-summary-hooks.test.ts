import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_CALM_MS, scheduleSummaryRequest, taxEventOf } from './estimate-summary-hooks.ts';

describe('asking the server for the summary', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once for a design it has no answer for', () => {
    const send = vi.fn();
    scheduleSummaryRequest({ answered: false, pending: () => false, send });
    vi.advanceTimersByTime(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks once after a burst of edits: each new version cancels the wait and starts it again', () => {
    const send = vi.fn();
    let cancel = () => {};
    for (let version = 0; version < 20; version += 1) {
      cancel();
      cancel = scheduleSummaryRequest({ answered: true, pending: () => false, send });
      vi.advanceTimersByTime(SUMMARY_CALM_MS / 4);
    }
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SUMMARY_CALM_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not ask while edits are on their way (their answer raises the version, which asks again)', () => {
    const send = vi.fn();
    scheduleSummaryRequest({ answered: true, pending: () => true, send });
    vi.advanceTimersByTime(SUMMARY_CALM_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the tax events (doc 000 §4 estimate.taxSuccess, estimate.taxFailure)', () => {
  const designId = '55555555-5555-4555-8555-555555555555';
  it('one per answer that asked for tax: success with the amount, failure (tax 0), none without a ZIP', () => {
    expect(taxEventOf({ designId, taxSuccessful: true, estimatedTax: 28.57 }, '30339')).toEqual({
      name: 'estimate.taxSuccess',
      payload: { designId, zipCode: '30339', estimatedTax: 28.57 },
    });
    expect(taxEventOf({ designId, taxSuccessful: false, estimatedTax: 0 }, '00000')?.name).toBe('estimate.taxFailure');
    expect(taxEventOf({ designId, taxSuccessful: null, estimatedTax: 28.57 }, null)).toBeNull();
  });
});
