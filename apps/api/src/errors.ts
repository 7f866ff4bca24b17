import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@eb/domain/errors';

/** The one error type use cases throw; the error handler turns it into the HTTP envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown[] | undefined;

  constructor(code: ErrorCode, message: string, details?: unknown[]) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return this.details ? { message: this.message, code: this.code, details: this.details } : { message: this.message, code: this.code };
  }
}

export const badRequest = (message: string, details?: unknown[]) => new AppError('BAD_REQUEST', message, details);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const notSignedIn = (message = 'Please sign in to continue.') => new AppError('NOT_SIGNED_IN', message);
