import { jobEndpoints } from '@eb/domain/endpoints/installation';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { idempotent } from '../../http/idempotency.ts';
import { serve } from '../../http/serve.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { announceDesignChanges, type ChangedDesign } from '../designs/server-writes.ts';
import { bookJob, reportCart } from './booking-use-cases.ts';
import { authorizeInstallation, type SiteCode, serviceSite } from './install-auth.ts';
import { createJobDesign, tieDesign, untieDesign } from './jobs-designs.ts';
import { createMandiEstimate } from './jobs-mandi-estimate.ts';
import { requireSignedInCaller } from './jobs-store.ts';
import { createJob, createJobConfiguration, type JobPricing, readJob, setTextOptIn } from './jobs-use-cases.ts';
import { loadPriceTable } from './pricing-data.ts';

/** The service site and caller of an installation call; jobs need someone signed in. */
function callerOf(request: Parameters<typeof serviceSite>[0], code: SiteCode) {
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
  serve(app, jobEndpoints.createJob, async (request, reply) => {
    const caller = callerOf(request, request.query.siteCode);
    return idempotent(db, request, reply, async (tx) => ({ status: 201, data: await createJob(tx, pricing, caller, request.body) }));
  });

  serve(app, jobEndpoints.readJob, async (request) => {
    const caller = callerOf(request, request.query.siteCode);
    return { data: await readJob(db, caller.identity, caller.siteCode, request.params.id) };
  });

  serve(app, jobEndpoints.setTextOptIn, async (request) => {
    const caller = callerOf(request, request.query.siteCode);
    return { data: await setTextOptIn(db, caller.identity, caller.siteCode, request.params.id, request.body) };
  });
}

/** Tie a design to a job, or untie it. */
function jobDesignRoutes(app: ApiScope, db: Db): void {
  serve(app, jobEndpoints.tieJobDesign, async (request, reply) => {
    const caller = callerOf(request, request.query.siteCode);
    const { body } = request;
    if ('designUid' in body) return { data: await tieDesign(db, caller, request.params.id, body.designUid) };
    reply.code(201);
    return { data: await createJobDesign(db, caller, request.params.id, body.designName) };
  });

  serve(app, jobEndpoints.untieJobDesign, async (request) => {
    const caller = callerOf(request, request.query.siteCode);
    return { data: await untieDesign(db, caller, request.params.id, request.query.designUid) };
  });
}

/** The job's installation line for the cart, its booking, and the report of both. */
function jobCartRoutes(app: ApiScope, db: Db, pricing: JobPricing): void {
  serve(app, jobEndpoints.createJobConfiguration, async (request, reply) => {
    const caller = callerOf(request, request.query.siteCode);
    reply.code(201);
    return { data: await createJobConfiguration(db, pricing, caller.identity, caller.siteCode, request.params.id, request.body) };
  });

  serve(app, jobEndpoints.bookJob, async (request, reply) => {
    const caller = callerOf(request, request.query.siteCode);
    let changed: ChangedDesign[] = [];
    const answer = await idempotent(db, request, reply, async (tx) => {
      const booked = await bookJob(tx, caller.identity, caller.siteCode, request.body);
      changed = booked.designs;
      return { status: 200, data: booked.job };
    });
    announceDesignChanges(db, changed);
    return answer;
  });

  serve(app, jobEndpoints.reportCart, async (request) => {
    const caller = callerOf(request, request.query.siteCode);
    return { data: await db.transaction().execute((tx) => reportCart(tx, caller.identity, caller.siteCode, request.body)) };
  });
}

/** The professional estimate of a property, a site call on the session cookie. */
function proEstimateRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
  serve(app, jobEndpoints.createProEstimate, async (request, reply) => {
    const data = await createMandiEstimate(db, catalog, { identity: request.identity, siteId: request.siteId }, request.body);
    reply.code(201);
    return { data };
  });
}
