import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, Engine } from './db/database.ts';
import type { SessionEpochs } from './modules/accounts/session-epochs.ts';
import type { Catalog } from './modules/catalog/catalog.ts';
import type { ChangeBus } from './modules/live/change-bus.ts';
import type { Presence } from './modules/live/presence.ts';

/** What every module's routes receive. */
export interface AppContext {
  db: Db;
  engine: Engine;
  config: Config;
  /** The product catalog, loaded from its data files once at start. */
  catalog: Catalog;
  /** Users' session epochs (sign-out ends earlier sessions), cached briefly. */
  epochs: SessionEpochs;
  /** Design change events between every process serving this database, and who is viewing what. */
  bus: ChangeBus;
  presence: Presence;
}

/** The API's one scope (see app.ts), its routes' schemas typed by zod. */
export type ApiScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A module's routes: added to the API's one scope by a plain call, never `register`ed as a plugin of
 * their own. Every scope Fastify makes has its own request and reply classes, so with a scope per
 * module the code every call runs (hooks, reply, logging) sees a shape per module and V8 stops
 * optimizing it for any; a small call then costs a fifth more (docs/decisions.md). So a module adds
 * no hooks of its own that would apply beyond its routes: a rule for some routes goes in their
 * route options.
 */
export type ApiRoutes<Context = AppContext> = (api: ApiScope, context: Context) => Promise<void>;
