/** The one error catalogue: stable machine codes and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  NOT_SIGNED_IN: 401,
  INVALID_CREDENTIALS: 401,
  UNKNOWN_API_KEY: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  REP_ID_MISMATCH: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DESIGN_LOCKED: 409,
  STALE_VERSION: 412,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  details?: unknown[];
}
