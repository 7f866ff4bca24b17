import { designGraphSchema } from '@eb/domain/design';
import { internalUserName, type Me } from '@eb/domain/identity';
import { eligibilityResultSchema, type PricingRequest, pricingResultSchema } from '@eb/domain/installation';
import type { JobOptionsInput } from '@eb/domain/job-options';
import { type BookJobBody, cartReportAnswerSchema, jobConfigurationSchema, jobSchema } from '@eb/domain/jobs';
import type { Site } from '@eb/domain/sites';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig, designPath } from '../../lib/config.ts';

/**
 * The installation service calls of the checkout (doc 001 §7): pricing by design, eligibility, and
 * the booking chain (create job, book, create configuration, report). Every call carries the
 * site's service code; site 11 adds the Authorization of doc 001 §6.
 */
export interface InstallContext {
  siteCode: 'BDC' | 'THD';
  headers: Record<string, string>;
}

/** Site 11: 'CEC {username}' for internal users, 'USER {email}' otherwise; site 3 sends its cookie only. */
export function installContext(site: Pick<Site, 'serviceCode'>, me: Pick<Me, 'role' | 'email'> | null): InstallContext | null {
  if (!site.serviceCode) return null;
  const headers: Record<string, string> = {};
  if (site.serviceCode === 'THD' && me?.email) {
    headers.authorization = me.role === 'rep' ? `CEC ${internalUserName(me.email)}` : `USER ${me.email}`;
  }
  return { siteCode: site.serviceCode, headers };
}

const base = apiConfig.installationBase;
const query = (context: InstallContext, extra: Record<string, string> = {}) =>
  new URLSearchParams({ siteCode: context.siteCode, ...extra }).toString();

export function priceByDesign(context: InstallContext, designId: string, body: PricingRequest, signal?: AbortSignal) {
  return apiFetch(`${base}/jobs/by-design?${query(context, { designId })}`, {
    method: 'POST',
    body,
    signal,
    headers: context.headers,
    answer: pricingResultSchema,
  });
}

/** A rep's job note on a measure-and-install design; the design's change reaches the page through its stream. */
export function addJobNote(designId: string, content: string) {
  return apiFetch(`${designPath(designId)}/job-notes`, { method: 'POST', body: { content }, answer: designGraphSchema });
}

export function fetchEligibility(designId: string, signal?: AbortSignal) {
  return apiFetch(`${apiConfig.designBuilderBase}/estimates/${designId}/eligibility`, { signal, answer: eligibilityResultSchema });
}

export interface CreateJobInput {
  designId: string;
  serviceType: 'I' | 'M';
  addressId: string;
  propertyId: string;
  leafItems: { itemId: string; quantity: number }[];
  options: JobOptionsInput;
}

export function createJob(context: InstallContext, body: CreateJobInput, idempotencyKey: string) {
  return apiFetch(`${base}/jobs?${query(context)}`, {
    method: 'POST',
    body,
    answer: jobSchema,
    headers: { ...context.headers, 'idempotency-key': idempotencyKey },
  });
}

export function bookJob(context: InstallContext, body: BookJobBody, idempotencyKey: string) {
  return apiFetch(`${base}/backfill/book-job?${query(context)}`, {
    method: 'POST',
    body,
    answer: jobSchema,
    headers: { ...context.headers, 'idempotency-key': idempotencyKey },
  });
}

export function createConfiguration(context: InstallContext, jobId: string, options: JobOptionsInput) {
  return apiFetch(`${base}/jobs/${jobId}/create-configuration?${query(context)}`, {
    method: 'POST',
    body: options,
    headers: context.headers,
    answer: jobConfigurationSchema,
  });
}

export function reportCart(context: InstallContext, body: { jobUid: string; bookJobSucceeded: boolean; addToCartSucceeded: boolean }) {
  return apiFetch(`${base}/backfill/add-to-cart?${query(context)}`, {
    method: 'POST',
    body,
    headers: context.headers,
    answer: cartReportAnswerSchema,
  });
}
