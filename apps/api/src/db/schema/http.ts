import type { Timestamp } from './columns.ts';

/** Idempotency-Key per caller: the request's hash and the first answer, replayed to a retry. */
export interface IdempotencyKeysTable {
  caller: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: Timestamp;
}

/** Hits per key in its current window, shared by every server process (http/rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  resets_at: Timestamp;
}
