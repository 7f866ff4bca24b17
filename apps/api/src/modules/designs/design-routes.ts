import { saveDesignBodySchema, uuid } from '@eb/domain/design';
import { JOB_NOTE_MAX } from '@eb/domain/design-blocks';
import { designCustomerSchema, jobSessionSchema } from '@eb/domain/design-contracts';
import { analyticsItemSchema, designSummaryRowSchema, designSummaryRowsSchema } from '@eb/domain/design-summary';
import { z } from 'zod';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db, Engine } from '../../db/database.ts';
import { requireRep } from '../../http/identity.ts';
import { actorOf } from './actor.ts';
import { copyDesign } from './design-copy.ts';
import { designNotFound } from './design-errors.ts';
import { addJobNote, renameDesign, saveDesign, setDesignAttribute } from './design-use-cases.ts';
import { loadDesignBody } from './graph-cache.ts';
import { analyticsItems, designSummaries } from './read-use-cases.ts';
import { designIdList, designParams, graphResponse, ifMatchHeaders, nameBody, setAttributeBody } from './schemas.ts';
import { disassociateDesign, loadSession } from './session-use-cases.ts';
import { loadState } from './state.ts';
import { parseIfMatch, readDesign } from './unit-of-work.ts';

const tags = ['design builder'];
const sessionParams = z.object({ sessionId: uuid });
const sessionResponse = { 200: z.object({ data: jobSessionSchema }) };

export const designRoutes: ApiRoutes = async (app, { db, engine }) => {
  designSaveRoutes(app, db);
  designReadRoutes(app, db, engine);
  designEditRoutes(app, db);
  jobSessionRoutes(app, db);
};

/** Save a design, new or existing. */
function designSaveRoutes(app: ApiScope, db: Db): void {
  app.post(
    '/api/design-builder/designs',
    {
      schema: {
        tags,
        summary: 'Save a design: create it, or add and rename its rooms and windows',
        body: saveDesignBodySchema,
        headers: ifMatchHeaders,
        response: graphResponse,
      },
    },
    async (request, reply) => {
      const graph = await saveDesign(db, actorOf(request), request.body, parseIfMatch(request.headers['if-match']));
      return reply.status(graph.design.version === 1 ? 201 : 200).send({ data: graph });
    },
  );

  app.put(
    '/api/design-builder/designs/:designId',
    {
      schema: {
        tags,
        summary: 'Save an existing design (the save-design path)',
        params: designParams,
        body: saveDesignBodySchema,
        headers: ifMatchHeaders,
        response: graphResponse,
      },
    },
    async (request) => {
      await readDesign(db, request.params.designId);
      const body = { ...request.body, design: { ...request.body.design, designId: request.params.designId } };
      return { data: await saveDesign(db, actorOf(request), body, parseIfMatch(request.headers['if-match'])) };
    },
  );
}

/** Read a design: its summary, its graph, its customer and its windows for analytics. */
function designReadRoutes(app: ApiScope, db: Db, engine: Engine): void {
  app.get(
    '/api/design-builder/designs/summary',
    {
      schema: {
        tags,
        summary: 'Summary rows of several designs',
        querystring: z.object({ designIds: designIdList }),
        response: { 200: z.object({ data: designSummaryRowsSchema }) },
      },
    },
    async (request) => {
      const rows = await designSummaries(db, request.query.designIds);
      // Every design named must exist, as for every other call that names a design.
      if (rows.length < new Set(request.query.designIds).size) throw designNotFound();
      return { data: rows };
    },
  );

  app.get(
    '/api/design-builder/designs/summary/:designId',
    {
      schema: {
        tags,
        summary: 'Summary row of one design',
        params: designParams,
        response: { 200: z.object({ data: designSummaryRowSchema }) },
      },
    },
    async (request) => {
      const [row] = await designSummaries(db, [request.params.designId]);
      if (!row) throw designNotFound();
      return { data: row };
    },
  );

  app.get(
    '/api/design-builder/designs/:designId',
    { schema: { tags, summary: 'Load a design', params: designParams, response: graphResponse } },
    // Served pre-serialized (see graph-cache.ts): the same graph the schema describes.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await loadDesignBody(db, engine, request.params.designId, request.identity)) as never),
  );

  app.get(
    '/api/design-builder/designs/:designId/customer',
    {
      schema: {
        tags,
        summary: 'The customer a design is saved to (reps only: the linked message names their email, doc 001 §6)',
        params: designParams,
        response: { 200: z.object({ data: designCustomerSchema }) },
      },
    },
    async (request) => {
      requireRep(request);
      const row = await db
        .selectFrom('designs')
        .leftJoin('users', 'users.id', 'designs.owner_user_id')
        .select('users.email')
        .where('designs.id', '=', request.params.designId)
        .executeTakeFirst();
      if (!row) throw designNotFound();
      return { data: { email: row.email ?? null } };
    },
  );

  app.get(
    '/api/design-builder/designs/:designId/getItemDataForAnalytics',
    {
      schema: {
        tags,
        summary: 'Window data for analytics',
        params: designParams,
        response: { 200: z.object({ data: z.array(analyticsItemSchema) }) },
      },
    },
    async (request) => {
      const state = await loadState(db, request.params.designId);
      if (!state) throw designNotFound();
      return { data: analyticsItems(state) };
    },
  );
}

/** Rename, duplicate and annotate a design. */
function designEditRoutes(app: ApiScope, db: Db): void {
  app.post(
    '/api/design-builder/designs/:designId/rename',
    {
      schema: { tags, summary: 'Rename a design', params: designParams, body: nameBody, headers: ifMatchHeaders, response: graphResponse },
    },
    async (request) => ({
      data: await renameDesign(db, actorOf(request), request.params.designId, request.body.Name, parseIfMatch(request.headers['if-match'])),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/copy',
    { schema: { tags, summary: 'Duplicate a design under a new name', params: designParams, body: nameBody, response: graphResponse } },
    async (request, reply) =>
      reply.status(201).send({ data: await copyDesign(db, actorOf(request), request.params.designId, request.body.Name) }),
  );

  app.post(
    '/api/design-builder/designs/:designId/set-attribute',
    {
      schema: {
        tags,
        summary: 'Set a design attribute',
        params: designParams,
        body: setAttributeBody,
        headers: ifMatchHeaders,
        response: graphResponse,
      },
    },
    async (request) => ({
      data: await setDesignAttribute(
        db,
        actorOf(request),
        request.params.designId,
        'attribute' in request.body ? request.body.attribute : request.body,
        parseIfMatch(request.headers['if-match']),
      ),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/job-notes',
    {
      schema: {
        tags,
        summary: "Add a rep's job note to a measure-and-install design (written first, with the rep's name, role and time)",
        params: designParams,
        body: z.object({
          content: z
            .string({ error: 'Write the note first.' })
            .trim()
            .min(1, 'Write the note first.')
            .max(JOB_NOTE_MAX, `A job note holds at most ${JOB_NOTE_MAX} characters.`),
        }),
        response: graphResponse,
      },
    },
    async (request) => {
      requireRep(request);
      return { data: await addJobNote(db, actorOf(request), request.params.designId, request.body.content) };
    },
  );
}

/** The designs of a job session. */
function jobSessionRoutes(app: ApiScope, db: Db): void {
  app.get(
    '/api/design-builder/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Load a job session, attaching a design',
        params: sessionParams,
        querystring: z.object({ designId: uuid.optional() }),
        response: sessionResponse,
      },
    },
    async (request) => ({ data: await loadSession(db, actorOf(request), request.params.sessionId, request.query.designId) }),
  );

  app.delete(
    '/api/design-builder/sessions/:sessionId/disassociate',
    {
      schema: {
        tags,
        summary: 'Remove a design from a job session',
        params: sessionParams,
        querystring: z.object({ designId: uuid }),
        response: sessionResponse,
      },
    },
    async (request) => ({ data: await disassociateDesign(db, actorOf(request), request.params.sessionId, request.query.designId) }),
  );
}
