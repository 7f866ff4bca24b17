/** How delivery retries: a failed mail waits longer each time, up to a cap; after the last attempt it is `failed`. */
export interface RetryPolicy {
  /** The wait after the first failure. */
  baseMs: number;
  /** No wait is longer than this. */
  capMs: number;
  /** Attempts in all, the first one included. */
  maxAttempts: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts over about three and a half hours. */
export const RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: 60 * 60_000, maxAttempts: 10 };

/** The wait before the next attempt after `attempts` failed ones (1 after the first failure). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = RETRY_POLICY): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(policy.capMs, policy.baseMs * 2 ** doublings);
}

/**
 * While a process sends a claimed mail, the row's next attempt is moved this far ahead: no other
 * process takes it meanwhile, and if this one dies the mail comes due again after it. It is longer
 * than the SMTP timeouts (see senders.ts) put together, so a live sender always finishes first.
 */
export const LEASE_MS = 5 * 60_000;
