import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_CALM_MS, scheduleSummaryRequest } from './estimate-summary-hooks.ts';

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
