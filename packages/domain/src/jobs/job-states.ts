/**
 * A job's states. pending: made and priced for a design, not booked yet; booked: the booking call
 * succeeded; added-to-cart: the backfill reported both the booking and the cart as done;
 * cart-failed: booked, but the cart step failed (a later report of success moves it on).
 */
export const JOB_STATUSES = ['pending', 'booked', 'added-to-cart', 'cart-failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_NOT_PENDING = 'This job is already booked.';
export const JOB_NOT_BOOKED = 'This job has not been booked yet.';
export const JOB_BOOKED_NOT_FAILED = 'This job is booked; its booking cannot be reported as failed.';
export const JOB_ALREADY_IN_CART = 'This job is already in the cart; its cart step cannot be reported as failed.';

/** Whether a job in `status` may be booked. */
export const canBook = (status: JobStatus) => status === 'pending';

/**
 * What a backfill add-to-cart report does to a job (doc 001 §4: the outcome of booking and carting is
 * reported after the chain): the next status, or why the report contradicts the job.
 */
export function cartReportOutcome(
  status: JobStatus,
  report: { bookJobSucceeded: boolean; addToCartSucceeded: boolean },
): { status: JobStatus } | { problem: string } {
  if (status === 'pending') return report.bookJobSucceeded ? { problem: JOB_NOT_BOOKED } : { status: 'pending' };
  if (!report.bookJobSucceeded) return { problem: JOB_BOOKED_NOT_FAILED };
  if (status === 'added-to-cart' && !report.addToCartSucceeded) return { problem: JOB_ALREADY_IN_CART };
  return { status: report.addToCartSucceeded ? 'added-to-cart' : 'cart-failed' };
}
