import { designEndpoints } from '@eb/domain/endpoints/designs';
import { isInternal } from '@eb/domain/permissions';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db, Engine } from '../../db/database.ts';
import { requireRep } from '../../http/identity.ts';
import { serve } from '../../http/serve.ts';
import { actorOf } from './actor.ts';
import { copyDesign } from './design-copy.ts';
import { designNotFound } from './design-errors.ts';
import { addJobNote, renameDesign, saveDesign, setDesignAttribute } from './design-use-cases.ts';
import { loadDesignBody } from './graph-cache.ts';
import { parseIfMatch, readDesign } from './read-design.ts';
import { analyticsItems, designSummaries } from './read-use-cases.ts';
import { disassociateDesign, loadSession } from './session-use-cases.ts';
import { loadState } from './state.ts';

export const designRoutes: ApiRoutes = async (app, { db, engine }) => {
  designSaveRoutes(app, db);
  designReadRoutes(app, db, engine);
  designEditRoutes(app, db);
  jobSessionRoutes(app, db);
};

/** Save a design, new or existing. */
function designSaveRoutes(app: ApiScope, db: Db): void {
  serve(app, designEndpoints.saveDesign, async (request, reply) => {
    const graph = await saveDesign(db, actorOf(request), request.body, parseIfMatch(request.headers['if-match']));
    return reply.status(graph.design.version === 1 ? 201 : 200).send({ data: graph });
  });

  serve(app, designEndpoints.saveExistingDesign, async (request) => {
    await readDesign(db, request.params.designId);
    const body = { ...request.body, design: { ...request.body.design, designId: request.params.designId } };
    return { data: await saveDesign(db, actorOf(request), body, parseIfMatch(request.headers['if-match'])) };
  });
}

/** Read a design: its summary, its graph, its customer and its windows for analytics. */
function designReadRoutes(app: ApiScope, db: Db, engine: Engine): void {
  serve(app, designEndpoints.designSummaries, async (request) => {
    const rows = await designSummaries(db, request.query.designIds, isInternal(request.identity));
    // Every design named must exist, as for every other call that names a design.
    if (rows.length < new Set(request.query.designIds).size) throw designNotFound();
    return { data: rows };
  });

  serve(app, designEndpoints.designSummary, async (request) => {
    const [row] = await designSummaries(db, [request.params.designId], isInternal(request.identity));
    if (!row) throw designNotFound();
    return { data: row };
  });

  serve(
    app,
    designEndpoints.loadDesign,
    // Served pre-serialized (see graph-cache.ts): the same graph the schema describes.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await loadDesignBody(db, engine, request.params.designId, request.identity)) as never),
  );

  serve(app, designEndpoints.designCustomer, async (request) => {
    requireRep(request);
    const row = await db
      .selectFrom('designs')
      .leftJoin('users', 'users.id', 'designs.owner_user_id')
      .select('users.email')
      .where('designs.id', '=', request.params.designId)
      .executeTakeFirst();
    if (!row) throw designNotFound();
    return { data: { email: row.email ?? null } };
  });

  serve(app, designEndpoints.analyticsItems, async (request) => {
    const state = await loadState(db, request.params.designId);
    if (!state) throw designNotFound();
    return { data: analyticsItems(state) };
  });
}

/** Rename, duplicate and annotate a design. */
function designEditRoutes(app: ApiScope, db: Db): void {
  serve(app, designEndpoints.renameDesign, async (request) => ({
    data: await renameDesign(db, actorOf(request), request.params.designId, request.body.Name, parseIfMatch(request.headers['if-match'])),
  }));

  serve(app, designEndpoints.copyDesign, async (request, reply) =>
    reply.status(201).send({ data: await copyDesign(db, actorOf(request), request.params.designId, request.body.Name) }),
  );

  serve(app, designEndpoints.setDesignAttribute, async (request) => ({
    data: await setDesignAttribute(
      db,
      actorOf(request),
      request.params.designId,
      'attribute' in request.body ? request.body.attribute : request.body,
      parseIfMatch(request.headers['if-match']),
    ),
  }));

  serve(app, designEndpoints.addJobNote, async (request) => {
    requireRep(request);
    return { data: await addJobNote(db, actorOf(request), request.params.designId, request.body.content) };
  });
}

/** The designs of a job session. */
function jobSessionRoutes(app: ApiScope, db: Db): void {
  serve(app, designEndpoints.loadSession, async (request) => ({
    data: await loadSession(db, actorOf(request), request.params.sessionId, request.query.designId),
  }));

  serve(app, designEndpoints.disassociateDesign, async (request) => ({
    data: await disassociateDesign(db, actorOf(request), request.params.sessionId, request.query.designId),
  }));
}
