import { z } from 'zod';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { actorOf } from './actor.ts';
import {
  copyWindow,
  copyWindowTimes,
  deleteItemAttribute,
  deleteWindow,
  removeProduct,
  renameWindow,
  renameWindows,
  setItemAttribute,
  setMeasurements,
  setQuantity,
} from './item-use-cases.ts';
import { copyRoom, deleteRoom, renameRoom } from './room-use-cases.ts';
import { designParams, graphResponse, ifMatchHeaders, itemParams, nameBody, optionalNameBody, roomParams } from './schemas.ts';
import { parseIfMatch } from './unit-of-work.ts';

const tags = ['design builder'];
const version = (request: { headers: Record<string, string | string[] | undefined> }) => parseIfMatch(request.headers['if-match']);
const changed = { headers: ifMatchHeaders, response: graphResponse };

/** Rooms (containers) and windows (items) of a design. Every answer is the updated design graph. */
export const itemRoutes: ApiRoutes = async (app, { db }) => {
  roomRoutes(app, db);
  windowRoutes(app, db);
  windowProductRoutes(app, db);
  windowMeasurementRoutes(app, db);
};

/** Rename, duplicate and delete a room. */
function roomRoutes(app: ApiScope, db: Db): void {
  app.post(
    '/api/design-builder/designs/:designId/containers/:containerId/rename',
    { schema: { tags, summary: 'Rename a room', params: roomParams, body: nameBody, ...changed } },
    async (request) => ({
      data: await renameRoom(
        db,
        actorOf(request),
        request.params.designId,
        request.params.containerId,
        request.body.Name,
        version(request),
      ),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/containers/:containerId/copy',
    {
      schema: {
        tags,
        summary: 'Duplicate a room with its windows',
        params: roomParams,
        body: z.object({ name: z.string().max(1000).optional(), label: z.string().max(1000).optional() }).nullish(),
        ...changed,
      },
    },
    async (request) => ({
      data: await copyRoom(db, actorOf(request), request.params.designId, request.params.containerId, request.body ?? {}, version(request)),
    }),
  );

  app.delete(
    '/api/design-builder/designs/:designId/containers/:containerId',
    { schema: { tags, summary: 'Delete a room and its windows', params: roomParams, ...changed } },
    async (request) => ({
      data: await deleteRoom(db, actorOf(request), request.params.designId, request.params.containerId, version(request)),
    }),
  );
}

/** Rename, duplicate and delete windows. */
function windowRoutes(app: ApiScope, db: Db): void {
  app.post(
    '/api/design-builder/designs/:designId/items/rename',
    {
      schema: {
        tags,
        summary: 'Rename several windows at once',
        params: designParams,
        body: z
          .array(z.object({ designId: z.uuid(), itemId: z.uuid(), newLabel: z.string().max(1000) }))
          .min(1)
          .max(500),
        ...changed,
      },
    },
    async (request) => ({ data: await renameWindows(db, actorOf(request), request.params.designId, request.body, version(request)) }),
  );

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/rename',
    { schema: { tags, summary: 'Rename a window', params: itemParams, body: nameBody, ...changed } },
    async (request) => ({
      data: await renameWindow(db, actorOf(request), request.params.designId, request.params.itemId, request.body.Name, version(request)),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/copy',
    { schema: { tags, summary: 'Duplicate a window once', params: itemParams, body: optionalNameBody, ...changed } },
    async (request) => ({
      data: await copyWindow(db, actorOf(request), request.params.designId, request.params.itemId, request.body?.Name, version(request)),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/copies/:count',
    {
      schema: {
        tags,
        summary: 'Duplicate a window several times',
        params: itemParams.extend({ count: z.coerce.number().int('The number of copies must be a whole number.') }),
        ...changed,
      },
    },
    async (request) => ({
      data: await copyWindowTimes(
        db,
        actorOf(request),
        request.params.designId,
        request.params.itemId,
        request.params.count,
        version(request),
      ),
    }),
  );

  app.delete(
    '/api/design-builder/designs/:designId/items/:itemId',
    { schema: { tags, summary: 'Delete a window', params: itemParams, ...changed } },
    async (request) => ({
      data: await deleteWindow(db, actorOf(request), request.params.designId, request.params.itemId, version(request)),
    }),
  );
}

/** A window's product and its attributes. */
function windowProductRoutes(app: ApiScope, db: Db): void {
  app.delete(
    '/api/design-builder/designs/:designId/items/:itemId/product',
    { schema: { tags, summary: 'Remove the product from a window', params: itemParams, ...changed } },
    async (request) => ({
      data: await removeProduct(db, actorOf(request), request.params.designId, request.params.itemId, version(request)),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/attribute',
    {
      schema: {
        tags,
        summary: 'Set a window attribute (written only when the value differs)',
        params: itemParams,
        body: z.object({
          attributeId: z.string().min(1).max(60),
          value: z.string().max(4000),
          reason: z.string().max(1000).nullable().optional(),
        }),
        ...changed,
      },
    },
    async (request) => ({
      data: await setItemAttribute(db, actorOf(request), request.params.designId, request.params.itemId, request.body, version(request)),
    }),
  );

  app.delete(
    '/api/design-builder/designs/:designId/items/:itemId/attribute',
    {
      schema: {
        tags,
        summary: 'Remove a window attribute',
        params: itemParams,
        body: z.object({ attributeId: z.string().min(1).max(60), value: z.string().max(4000).nullable().optional() }),
        ...changed,
      },
    },
    async (request) => ({
      data: await deleteItemAttribute(
        db,
        actorOf(request),
        request.params.designId,
        request.params.itemId,
        request.body.attributeId,
        version(request),
      ),
    }),
  );
}

/** A window's size and quantity. */
function windowMeasurementRoutes(app: ApiScope, db: Db): void {
  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/measurements',
    {
      schema: {
        tags,
        summary: 'Set a window width and height (inches, eighth steps)',
        params: itemParams,
        body: z.object({
          Width: z.number({ error: 'Width must be a number of inches.' }),
          Height: z.number({ error: 'Height must be a number of inches.' }),
        }),
        ...changed,
      },
    },
    async (request) => ({
      data: await setMeasurements(
        db,
        actorOf(request),
        request.params.designId,
        request.params.itemId,
        request.body.Width,
        request.body.Height,
        version(request),
      ),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/quantity/:quantity',
    {
      schema: {
        tags,
        summary: 'Set a window quantity (1 to 50)',
        params: itemParams.extend({ quantity: z.coerce.number().int('Quantity must be a whole number.') }),
        ...changed,
      },
    },
    async (request) => ({
      data: await setQuantity(
        db,
        actorOf(request),
        request.params.designId,
        request.params.itemId,
        request.params.quantity,
        version(request),
      ),
    }),
  );
}
