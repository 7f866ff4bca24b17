import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiRoutes, AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { refuseCrossSiteWrites } from './http/cross-site.ts';
import { DATABASE_AWAY, registerErrorHandler } from './http/error-handler.ts';
import { identityPlugin } from './http/identity.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { noStoreApiAnswer } from './http/no-store.ts';
import { rateLimitStore } from './http/rate-limit-store.ts';
import { REQUEST_ID_HEADER, requestIds } from './http/request-id.ts';
import { appLogger, OwnRequestLines, type RequestLineWriter, RequestLogger, requestLines } from './http/request-log.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { securityHeadersFor } from './http/security-headers.ts';
import { refuseBadText } from './http/text-guard.ts';
import { logBatch } from './log-batch.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { createSessionEpochs } from './modules/accounts/session-epochs.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { createCatalog } from './modules/catalog/catalog.ts';
import { loadCatalog } from './modules/catalog/catalog-data.ts';
import { configurationRoutes } from './modules/catalog/configuration-routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { cartGraphql } from './modules/commerce/cart-graphql.ts';
import { cartRoutes } from './modules/commerce/cart-routes.ts';
import { changeOrderRoutes } from './modules/commerce/change-order-routes.ts';
import { orderRoutes } from './modules/commerce/order-routes.ts';
import { taxRoutes } from './modules/commerce/tax-routes.ts';
import { commandRoutes } from './modules/designs/command-routes.ts';
import { designRoutes } from './modules/designs/design-routes.ts';
import { trustWriteNotices } from './modules/designs/graph-cache.ts';
import { itemRoutes } from './modules/designs/item-routes.ts';
import { priceChangeRoutes } from './modules/designs/price-change-routes.ts';
import { productRoutes } from './modules/designs/product-routes.ts';
import { setCommandRuntime } from './modules/designs/run-command.ts';
import { Readiness } from './modules/health/readiness.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { addressRoutes } from './modules/installation/address-routes.ts';
import { inStoreMeasureRoutes } from './modules/installation/in-store-measure.ts';
import { installationRoutes } from './modules/installation/installation-routes.ts';
import { jobsRoutes } from './modules/installation/jobs-routes.ts';
import { memoryBus } from './modules/live/change-bus.ts';
import { liveRoutes } from './modules/live/events-route.ts';
import { personKeys } from './modules/live/person-key.ts';
import { postgresBus } from './modules/live/postgres-bus.ts';
import { Presence } from './modules/live/presence.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { createMetrics, type Metrics } from './modules/metrics/metrics.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { comparePrintRoutes } from './modules/sharing/compare-print-routes.ts';
import { printRoutes } from './modules/sharing/print-routes.ts';
import { sharingRoutes } from './modules/sharing/routes.ts';
import { webApp } from './modules/web/static.ts';

/** The spec's catalogue and merchandising service paths match whatever their case. */
const CASE_INSENSITIVE = /^\/(catalog\/productconfiguration|merchandising\/pricing)\//i;
function lowerServicePath(url: string): string {
  // Tested on the whole address first: the pattern only looks at its start, and most calls end here.
  if (!CASE_INSENSITIVE.test(url)) return url;
  const [path = '', query] = url.split('?', 2);
  return query === undefined ? path.toLowerCase() : `${path.toLowerCase()}?${query}`;
}

/** Each module's routes, added to the API's one scope in this order. */
const API_MODULES: ApiRoutes[] = [
  healthRoutes,
  metricsRoutes,
  accountRoutes,
  analyticsRoutes,
  designRoutes,
  itemRoutes,
  productRoutes,
  priceChangeRoutes,
  commandRoutes,
  liveRoutes,
  catalogRoutes,
  configurationRoutes,
  mailRoutes,
  sharingRoutes,
  printRoutes,
  comparePrintRoutes,
  addressRoutes,
  installationRoutes,
  inStoreMeasureRoutes,
  jobsRoutes,
  cartRoutes,
  taxRoutes,
  orderRoutes,
  changeOrderRoutes,
];

export async function buildApp(config: Config, database: DatabaseHandle): Promise<FastifyInstance> {
  // Log lines are gathered and written a batch at a time (see log-batch.ts).
  const logLines = config.logLevel === 'silent' ? null : logBatch(config.logStream);
  const log = logLines === null ? null : appLogger(config.logLevel, logLines);
  const app = Fastify({
    // Fastify's own request logging is off: its per-request cost is most of a small call's logging.
    // Each request's logger is a child of ours, and the request line is ours (http/request-log.ts).
    logger: false,
    ...(log ? { childLoggerFactory: (_none, bindings) => new RequestLogger(log, bindings) } : {}),
    logController: new OwnRequestLines(),
    // X-Forwarded-For / -Proto / -Host are believed only from the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // A request that arrives while the server closes answers 503 in the API's own shape (below).
    return503OnClosing: false,
    rewriteUrl: (request) => lowerServicePath(request.url ?? '/'),
    // The request's id, in its log lines and its x-request-id answer header (http/request-id.ts).
    genReqId: requestIds(config.trustProxy, { noteArrival: config.metricsToken !== undefined && log === null }),
  });
  // The app's own lines (and Fastify's few outside a request) go to the same logger.
  if (log) app.log = log;
  const requestLine = requestLines(app, log, logLines);
  // Readiness (/readyz; main.ts drains it before shutdown) and, with METRICS_TOKEN, the metrics.
  app.decorate('readiness', new Readiness(database.db));
  // The pg Pool's counts on /metrics (PostgreSQL; PGlite has no pool).
  const pool = database.pool;
  const metrics = config.metricsToken ? createMetrics({ db: database.db, engine: database.engine, pool }) : null;
  app.decorate('metrics', metrics);

  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  refuseCrossSiteWrites(app, config.siteHosts);
  refuseBadText(app);
  // Only the session cookie is read, by the identity hook: no hook parses every cookie of every request.
  await app.register(cookie, { secret: config.sessionSecret, hook: false });
  addAnswerHooks(app, config, requestLine, metrics);
  await app.register(rateLimitStore, { db: database.db });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Estimate Builder API',
        version: '1.0.0',
        description: 'Answers are `{ data }`; failures are `{ message, code, details }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  // On PostgreSQL every process hears every design change and sign-out (LISTEN/NOTIFY); PGlite is this process's alone.
  const bus =
    database.engine === 'postgres' && config.databaseUrl
      ? await postgresBus(config.databaseUrl, (message) => app.log.warn(message))
      : memoryBus();
  const epochs = createSessionEpochs(database.db, bus.epochs);
  if (bus.writes) trustWriteNotices(database.db, bus.writes);
  await app.register(identityPlugin, { config, epochs });

  const presence = new Presence(bus);
  const catalog = createCatalog(loadCatalog(config.catalogDir));
  setCommandRuntime(database.db, {
    catalog,
    publish: (event) => bus.publish(event),
    inTransaction: bus.inTransaction,
    personKey: personKeys(config.sessionSecret),
  });
  const context: AppContext = { db: database.db, engine: database.engine, config, catalog, epochs, bus, presence };
  // The API's one scope: zod compilers live here only, so non-zod plugins (GraphQL) keep their own.
  // Each module's routes are added by a plain call, not registered as a plugin: one scope means one
  // request and one reply class, so what every call runs stays optimized (see ApiRoutes).
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(responseSerializerCompiler);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    for (const routes of API_MODULES) await routes(api, context);
  });
  // GraphQL keeps its own validation and serialization, outside the zod scope.
  await app.register(cartGraphql, context);

  await app.register(webApp, { config });

  app.addHook('onClose', async () => {
    presence.close();
    await bus.close();
    await database.close();
    logLines?.close();
  });
  return app;
}

/** The headers and request line of every answer, and a graceful close. */
function addAnswerHooks(app: FastifyInstance, config: Config, requestLine: RequestLineWriter | null, metrics: Metrics | null): void {
  const securityHeaders = securityHeadersFor({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  // Graceful shutdown: requests in flight finish, and their keep-alive connections are told to close
  // so that close() does not wait on idle browsers.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Requests still arriving on a kept-alive connection while the server closes are not started:
  // the proxy retries them on another process (nginx: proxy_next_upstream http_503).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').code(503).send({ message: DATABASE_AWAY, code: 'UNAVAILABLE' });
  });
  // The app's own work on every answer, in one hook (each hook Fastify runs is paid on every request):
  // no caching of API answers, the security headers, the closing header, the request's id, then the
  // request's line and its duration (metrics: here rather than in onResponse, which adds two listeners per request).
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    noStoreApiAnswer(request, reply, type);
    securityHeaders(reply, type);
    if (closing) reply.header('connection', 'close');
    reply.header(REQUEST_ID_HEADER, request.id);
    requestLine?.(request, reply.statusCode);
    metrics?.observe(request, reply.statusCode);
    done(null, payload);
  });
}
