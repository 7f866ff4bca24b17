import { itemEndpoints } from '@eb/domain/endpoints/items';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { serve } from '../../http/serve.ts';
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
import { parseIfMatch } from './read-design.ts';
import { copyRoom, deleteRoom, renameRoom } from './room-use-cases.ts';

const version = (request: { headers: { 'if-match'?: string | undefined } }) => parseIfMatch(request.headers['if-match']);

/** Rooms (containers) and windows (items) of a design. Every answer is the updated design graph. */
export const itemRoutes: ApiRoutes = async (app, { db }) => {
  roomRoutes(app, db);
  windowRoutes(app, db);
  windowProductRoutes(app, db);
  windowMeasurementRoutes(app, db);
};

/** Rename, duplicate and delete a room. */
function roomRoutes(app: ApiScope, db: Db): void {
  serve(app, itemEndpoints.renameRoom, async (request) => ({
    data: await renameRoom(db, actorOf(request), request.params.designId, request.params.containerId, request.body.Name, version(request)),
  }));

  serve(app, itemEndpoints.copyRoom, async (request) => ({
    data: await copyRoom(db, actorOf(request), request.params.designId, request.params.containerId, request.body ?? {}, version(request)),
  }));

  serve(app, itemEndpoints.deleteRoom, async (request) => ({
    data: await deleteRoom(db, actorOf(request), request.params.designId, request.params.containerId, version(request)),
  }));
}

/** Rename, duplicate and delete windows. */
function windowRoutes(app: ApiScope, db: Db): void {
  serve(app, itemEndpoints.renameWindows, async (request) => ({
    data: await renameWindows(db, actorOf(request), request.params.designId, request.body, version(request)),
  }));

  serve(app, itemEndpoints.renameWindow, async (request) => ({
    data: await renameWindow(db, actorOf(request), request.params.designId, request.params.itemId, request.body.Name, version(request)),
  }));

  serve(app, itemEndpoints.copyWindow, async (request) => ({
    data: await copyWindow(db, actorOf(request), request.params.designId, request.params.itemId, request.body?.Name, version(request)),
  }));

  serve(app, itemEndpoints.copyWindowTimes, async (request) => ({
    data: await copyWindowTimes(
      db,
      actorOf(request),
      request.params.designId,
      request.params.itemId,
      request.params.count,
      version(request),
    ),
  }));

  serve(app, itemEndpoints.deleteWindow, async (request) => ({
    data: await deleteWindow(db, actorOf(request), request.params.designId, request.params.itemId, version(request)),
  }));
}

/** A window's product and its attributes. */
function windowProductRoutes(app: ApiScope, db: Db): void {
  serve(app, itemEndpoints.removeProduct, async (request) => ({
    data: await removeProduct(db, actorOf(request), request.params.designId, request.params.itemId, version(request)),
  }));

  serve(app, itemEndpoints.setWindowAttribute, async (request) => ({
    data: await setItemAttribute(db, actorOf(request), request.params.designId, request.params.itemId, request.body, version(request)),
  }));

  serve(app, itemEndpoints.removeWindowAttribute, async (request) => ({
    data: await deleteItemAttribute(
      db,
      actorOf(request),
      request.params.designId,
      request.params.itemId,
      request.body.attributeId,
      version(request),
    ),
  }));
}

/** A window's size and quantity. */
function windowMeasurementRoutes(app: ApiScope, db: Db): void {
  serve(app, itemEndpoints.setMeasurements, async (request) => ({
    data: await setMeasurements(
      db,
      actorOf(request),
      request.params.designId,
      request.params.itemId,
      request.body.Width,
      request.body.Height,
      version(request),
    ),
  }));

  serve(app, itemEndpoints.setQuantity, async (request) => ({
    data: await setQuantity(
      db,
      actorOf(request),
      request.params.designId,
      request.params.itemId,
      request.params.quantity,
      version(request),
    ),
  }));
}
