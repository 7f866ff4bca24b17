import type { ErrorCode } from '../errors.ts';

/** A command the rules refuse: the spec's sentence and the error catalogue's code. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
