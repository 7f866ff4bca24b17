/**
 * Professional measure-and-install jobs (doc 001 §3 Job, Backfill booking, Professional estimate
 * payload; §4 add-to-cart chains and job conversions): the wire schemas both sides use, the job's
 * states and the rules that move it, and the pro estimate payload a design makes.
 *
 * The parts live in `jobs/`, one concern a file; import them through this file only.
 */

export {
  type BookJobBody,
  bookJobSchema,
  cartReportAnswerSchema,
  cartReportSchema,
  type JobConfiguration,
  jobConfigurationSchema,
  priceMatches,
  priceMismatchMessage,
} from './jobs/booking.ts';
export {
  type CreateJobBody,
  createJobBodySchema,
  type JobDesignAnswer,
  jobDesignAnswerSchema,
  jobDesignBodySchema,
  textOptInSchema,
} from './jobs/job-requests.ts';
export {
  customerAttribute,
  type Job,
  type JobAddress,
  type JobCustomer,
  type JobItem,
  jobAddressSchema,
  jobChargeSchema,
  jobCustomerSchema,
  jobItemSchema,
  jobSchema,
  propertyAddressAttribute,
  splitName,
} from './jobs/job-schema.ts';
export {
  canBook,
  cartReportOutcome,
  JOB_ALREADY_IN_CART,
  JOB_BOOKED_NOT_FAILED,
  JOB_NOT_BOOKED,
  JOB_NOT_PENDING,
  JOB_STATUSES,
  type JobStatus,
} from './jobs/job-states.ts';
export { isJobUid, JOB_UID_ALPHABET, JOB_UID_PATTERN, jobRefSchema, jobUidFrom } from './jobs/job-uid.ts';
export {
  blankWindow,
  isBlankWindow,
  type ProEstimatePayload,
  type ProEstimateWindow,
  proEstimatePayload,
  proEstimatePayloadSchema,
  proEstimateRoomSchema,
  proEstimateWindowSchema,
  QUANTITY_RULE,
  ZERO_GUID,
} from './jobs/pro-estimate.ts';
export { SERVICE_SITE_CODES, SERVICE_TYPES, type ServiceType, serviceTypeSchema } from './jobs/service-codes.ts';
