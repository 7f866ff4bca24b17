import { AppError } from '../../errors.ts';

/** The one answer for a design id that names no design (404), wherever a design is looked up. */
export const designNotFound = () => new AppError('NOT_FOUND', 'We could not find that design.');

/** A rule broken by the request: 400 with the spec's sentence as the message. */
export const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** Throws `invalid` when a domain check found a problem. */
export function check(message: string | null): void {
  if (message) throw invalid(message);
}
