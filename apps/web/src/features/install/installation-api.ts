import type { AnswerOf } from '@eb/domain/endpoint';
import { designEndpoints } from '@eb/domain/endpoints/designs';
import { installationEndpoints, jobEndpoints } from '@eb/domain/endpoints/installation';
import { internalUserName, type Me } from '@eb/domain/identity';
import type { PricingRequest } from '@eb/domain/installation';
import type { JobOptionsInput } from '@eb/domain/job-options';
import type { BookJobBody } from '@eb/domain/jobs';
import type { Site } from '@eb/domain/sites';
import { call } from '../../lib/api-client.ts';
import { ask, serverApi } from '../../lib/server-api.ts';

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

export function priceByDesign(context: InstallContext, designId: string, body: PricingRequest, signal?: AbortSignal) {
  return call(installationEndpoints.priceByDesign, {
    query: { siteCode: context.siteCode, designId },
    body,
    signal,
    headers: context.headers,
  });
}

/** A rep's job note on a measure-and-install design; the design's change reaches the page through its stream. */
export function addJobNote(designId: string, content: string) {
  return call(designEndpoints.addJobNote, { params: { designId }, body: { content } });
}

export function fetchEligibility(designId: string, signal?: AbortSignal) {
  return call(installationEndpoints.designEligibility, { params: { designId }, signal });
}

/**
 * Which of a design's products installers take (doc 001 §3), for the Installation Summary: read by the
 * server-data layer each time the summary opens (the design may have changed since), not kept after.
 */
const eligibilityQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    designEligibility: build.query<AnswerOf<typeof installationEndpoints.designEligibility>, string>({
      query: (designId) => ask(installationEndpoints.designEligibility, { params: { designId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDesignEligibilityQuery } = eligibilityQueries;

export interface CreateJobInput {
  designId: string;
  serviceType: 'I' | 'M';
  addressId: string;
  propertyId: string;
  leafItems: { itemId: string; quantity: number }[];
  options: JobOptionsInput;
}

export function createJob(context: InstallContext, body: CreateJobInput, idempotencyKey: string) {
  return call(jobEndpoints.createJob, {
    query: { siteCode: context.siteCode },
    body,
    headers: { ...context.headers, 'idempotency-key': idempotencyKey },
  });
}

export function bookJob(context: InstallContext, body: BookJobBody, idempotencyKey: string) {
  return call(jobEndpoints.bookJob, {
    query: { siteCode: context.siteCode },
    body,
    headers: { ...context.headers, 'idempotency-key': idempotencyKey },
  });
}

export function createConfiguration(context: InstallContext, jobId: string, options: JobOptionsInput) {
  return call(jobEndpoints.createJobConfiguration, {
    params: { id: jobId },
    query: { siteCode: context.siteCode },
    body: options,
    headers: context.headers,
  });
}

export function reportCart(context: InstallContext, body: { jobUid: string; bookJobSucceeded: boolean; addToCartSucceeded: boolean }) {
  return call(jobEndpoints.reportCart, { query: { siteCode: context.siteCode }, body, headers: context.headers });
}
