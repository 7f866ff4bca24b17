import { uuid } from '@eb/domain/design';
import { jobOptionsSchema } from '@eb/domain/job-options';
import {
  bookJobSchema,
  cartReportAnswerSchema,
  cartReportSchema,
  createJobBodySchema,
  jobConfigurationSchema,
  jobDesignAnswerSchema,
  jobDesignBodySchema,
  jobRefSchema,
  jobSchema,
  proEstimatePayloadSchema,
  textOptInSchema,
} from '@eb/domain/jobs';
import { z } from 'zod';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { idempotent } from '../../http/idempotency.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { announceDesignChanges, type ChangedDesign } from '../designs/server-writes.ts';
import { bookJob, reportCart } from './booking-use-cases.ts';
import { authorizeInstallation, SITE_CODES, serviceSite } from './install-auth.ts';
import { createJobDesign, tieDesign, untieDesign } from './jobs-designs.ts';
import { createMandiEstimate } from './jobs-mandi-estimate.ts';
import { requireSignedInCaller } from './jobs-store.ts';
import { createJob, createJobConfiguration, type JobPricing, readJob, setTextOptIn } from './jobs-use-cases.ts';
import { loadPriceTable } from './pricing-data.ts';

const tags = ['installation'];
const BASE = '/installation/api';
const siteCode = z.enum(SITE_CODES, { error: 'siteCode must be BDC or THD.' });
const siteQuery = z.object({ siteCode });
const jobParams = z.object({ id: jobRefSchema });
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: a new unique value per request; a retry with the same key replays the first answer.'),
});
const designAnswer = z.object({ data: jobDesignAnswerSchema });

/** The service site and caller of an installation call; jobs need someone signed in. */
function callerOf(request: Parameters<typeof serviceSite>[0], code: (typeof SITE_CODES)[number]) {
  const site = serviceSite(request, code);
  authorizeInstallation(request, site);
  requireSignedInCaller(request.identity);
  return { identity: request.identity, siteId: request.siteId, siteCode: code };
}

/**
 * Jobs, booking and the professional estimate (doc 001 §3, §4, §6, §7; issue 11 "Booking and jobs").
 * Installation-service calls take `siteCode` and are authorised as install-auth.ts says (site 11
 * Authorization, site 3 the session cookie) and need a signed-in caller; createmandiestimate is a
 * site call on the session cookie.
 */
export const jobsRoutes: ApiRoutes<{ db: Db; catalog: Catalog }> = async (app, { db, catalog }) => {
  const pricing = { catalog, table: loadPriceTable() };
  jobRecordRoutes(app, db, pricing);
  jobDesignRoutes(app, db);
  jobCartRoutes(app, db, pricing);
  proEstimateRoutes(app, db, catalog);
};

/** Make a job, read it, and set its text updates. */
function jobRecordRoutes(app: ApiScope, db: Db, pricing: JobPricing): void {
  app.post(
    `${BASE}/jobs`,
    {
      schema: {
        tags,
        summary:
          'Make a job for the selected windows of a design at one of your addresses, priced by the server (Idempotency-Key required)',
        querystring: siteQuery,
        headers: idempotencyHeaders,
        body: createJobBodySchema,
        response: { 201: z.object({ data: jobSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, request.query.siteCode);
      return idempotent(db, request, reply, async (tx) => ({ status: 201, data: await createJob(tx, pricing, caller, request.body) }));
    },
  );

  app.get(
    `${BASE}/jobs/:id`,
    {
      schema: {
        tags,
        summary: 'A job by id or job uid (its customer or a representative)',
        querystring: siteQuery,
        params: jobParams,
        response: { 200: z.object({ data: jobSchema }) },
      },
    },
    async (request) => {
      const caller = callerOf(request, request.query.siteCode);
      return { data: await readJob(db, caller.identity, caller.siteCode, request.params.id) };
    },
  );

  app.put(
    `${BASE}/jobs/:id/text-opt-in`,
    {
      schema: {
        tags,
        summary: 'Turn text updates on (with a ten-digit phone) or off for a job',
        querystring: siteQuery,
        params: jobParams,
        body: textOptInSchema,
        response: { 200: z.object({ data: jobSchema }) },
      },
    },
    async (request) => {
      const caller = callerOf(request, request.query.siteCode);
      return { data: await setTextOptIn(db, caller.identity, caller.siteCode, request.params.id, request.body) };
    },
  );
}

/** Tie a design to a job, or untie it. */
function jobDesignRoutes(app: ApiScope, db: Db): void {
  app.post(
    `${BASE}/jobs/:id/designs`,
    {
      schema: {
        tags,
        summary: 'Tie a design to the job as its professional design (designUid), or make a new one for it (designName)',
        querystring: siteQuery,
        params: jobParams,
        body: jobDesignBodySchema,
        response: { 200: designAnswer, 201: designAnswer },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, request.query.siteCode);
      const { body } = request;
      if ('designUid' in body) return { data: await tieDesign(db, caller, request.params.id, body.designUid) };
      reply.code(201);
      return { data: await createJobDesign(db, caller, request.params.id, body.designName) };
    },
  );

  app.delete(
    `${BASE}/jobs/:id/designs`,
    {
      schema: {
        tags,
        summary: 'Untie a design from the job (the design stays; its jobUid goes)',
        querystring: z.object({ siteCode, designUid: uuid }),
        params: jobParams,
        response: { 200: designAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(request, request.query.siteCode);
      return { data: await untieDesign(db, caller, request.params.id, request.query.designUid) };
    },
  );
}

/** The job's installation line for the cart, its booking, and the report of both. */
function jobCartRoutes(app: ApiScope, db: Db, pricing: JobPricing): void {
  app.post(
    `${BASE}/jobs/:id/create-configuration`,
    {
      schema: {
        tags,
        summary: 'The installation line of the job for the cart, priced with these job options; answers its configuration guid',
        querystring: siteQuery,
        params: jobParams,
        body: jobOptionsSchema,
        response: {
          201: z.object({ data: jobConfigurationSchema }),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, request.query.siteCode);
      reply.code(201);
      return { data: await createJobConfiguration(db, pricing, caller.identity, caller.siteCode, request.params.id, request.body) };
    },
  );

  app.post(
    `${BASE}/backfill/book-job`,
    {
      schema: {
        tags,
        summary: 'Book a job (doc 001 §3 booking payload) at its own price (Idempotency-Key required)',
        querystring: siteQuery,
        headers: idempotencyHeaders,
        body: bookJobSchema,
        response: { 200: z.object({ data: jobSchema }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, request.query.siteCode);
      let changed: ChangedDesign[] = [];
      const answer = await idempotent(db, request, reply, async (tx) => {
        const booked = await bookJob(tx, caller.identity, caller.siteCode, request.body);
        changed = booked.designs;
        return { status: 200, data: booked.job };
      });
      announceDesignChanges(db, changed);
      return answer;
    },
  );

  app.post(
    `${BASE}/backfill/add-to-cart`,
    {
      schema: {
        tags,
        summary: 'Report whether the job was booked and added to the cart',
        querystring: siteQuery,
        body: cartReportSchema,
        response: {
          200: z.object({ data: cartReportAnswerSchema }),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request, request.query.siteCode);
      return { data: await db.transaction().execute((tx) => reportCart(tx, caller.identity, caller.siteCode, request.body)) };
    },
  );
}

/** The professional estimate of a property, a site call on the session cookie. */
function proEstimateRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
  app.post(
    '/api/customer/createmandiestimate',
    {
      schema: {
        tags,
        summary: 'Make the professional (measure-and-install) estimate of one of your properties from the pro estimate payload',
        body: proEstimatePayloadSchema,
        response: { 201: designAnswer },
      },
    },
    async (request, reply) => {
      const data = await createMandiEstimate(db, catalog, { identity: request.identity, siteId: request.siteId }, request.body);
      reply.code(201);
      return { data };
    },
  );
}
