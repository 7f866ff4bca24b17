import { AppError } from '../../errors.ts';

/** The one answer for a design id that names no design (404), wherever a design is looked up. */
export const designNotFound = () => new AppError('NOT_FOUND', 'We could not find that design.');
