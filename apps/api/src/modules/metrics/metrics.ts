import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Db, Engine } from '../../db/database.ts';
import { arrivalOf } from '../../http/request-log.ts';
import { PROBE_TIMEOUT_MS, within } from '../health/readiness.ts';
import { RouteHistogram } from './route-histogram.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; null when /metrics is off (no METRICS_TOKEN), and then nothing is measured. */
    metrics: Metrics | null;
  }
}

/** A pg Pool's counts (its own fields): connections open, of which idle, and queries waiting for one. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** The route label of a request no route matched: one series for every unknown path. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface Metrics {
  /** The request's duration, by route pattern, method and status (the app's one onSend hook calls it). */
  observe(request: FastifyRequest, statusCode: number): void;
  /** A design change stream opened or ended (live/events-route.ts). */
  streamOpened(): void;
  streamClosed(): void;
  /** Every metric in Prometheus' text format, the database's read now. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

interface Sources {
  db: Db;
  engine: Engine;
  /** PostgreSQL's pool, when the database handle shows it. */
  pool?: PoolCounts | undefined;
}

/**
 * The metrics of one app: a registry of its own, never prom-client's global one (the tests build many
 * apps in one process). A request costs about a tenth of a microsecond: no allocation of ours, only the
 * small view Fastify's `routeOptions` getter makes. What the database knows is read when scraped, with
 * one statement.
 */
export function createMetrics(sources: Sources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new RouteHistogram(
    'http_request_duration_seconds',
    'Time from a request reaching its route to its answer being handed over, by route pattern, method and status code; _count counts answers by status.',
  );
  durations.registerIn(registry);
  const streams = streamMetrics(registry);
  const refreshDatabase = databaseMetrics(registry, sources);

  return {
    observe(request, statusCode) {
      const arrived = arrivalOf(request);
      if (arrived === undefined) return;
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      durations.observe(route, request.method, statusCode, (performance.now() - arrived) / 1000);
    },
    streamOpened: streams.opened,
    streamClosed: streams.closed,
    async scrape() {
      await refreshDatabase();
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}

function streamMetrics(registry: Registry): { opened(): void; closed(): void } {
  const opened = new Counter({ name: 'eb_change_streams_opened_total', help: 'Design change streams opened.', registers: [registry] });
  const closed = new Counter({ name: 'eb_change_streams_closed_total', help: 'Design change streams ended.', registers: [registry] });
  let open = 0;
  new Gauge({
    name: 'eb_change_streams_open',
    help: 'Design change streams open now.',
    registers: [registry],
    collect() {
      this.set(open);
    },
  });
  return {
    opened() {
      opened.inc();
      open++;
    },
    closed() {
      closed.inc();
      open--;
    },
  };
}

/** The gauges read from the database at scrape time, and the function that reads them. */
function databaseMetrics(registry: Registry, { db, engine, pool }: Sources): () => Promise<void> {
  const up = new Gauge({
    name: 'eb_database_up',
    help: 'Whether the database answered the scrape’s query (1) or not (0).',
    registers: [registry],
  });
  const queued = new Gauge({ name: 'eb_mail_outbox_queued', help: 'Mails in the outbox waiting to be sent.', registers: [registry] });
  const oldest = new Gauge({
    name: 'eb_mail_outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest mail waiting to be sent (0 when none waits).',
    registers: [registry],
  });
  poolMetrics(registry, engine, pool);
  return async () => {
    try {
      const { rows } = await within(
        PROBE_TIMEOUT_MS,
        sql<{ queued: number; oldest: number }>`
          select count(*)::int as queued, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
          from mail_outbox where status = 'queued'`.execute(db),
      );
      queued.set(Number(rows[0]?.queued ?? 0));
      oldest.set(Number(rows[0]?.oldest ?? 0));
      up.set(1);
    } catch {
      up.set(0);
    }
  };
}

/** PostgreSQL: the pool's own counts. PGlite: one connection, always open, that queues statements itself. */
function poolMetrics(registry: Registry, engine: Engine, pool: PoolCounts | undefined): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  if (engine === 'pglite') {
    gauge('eb_db_pool_connections', 'Database connections open (embedded PGlite: always its one).', () => 1);
    return;
  }
  if (!pool) return;
  gauge('eb_db_pool_connections', 'Database connections open in the pool.', () => pool.totalCount);
  gauge('eb_db_pool_idle_connections', 'Open database connections not in use.', () => pool.idleCount);
  gauge('eb_db_pool_waiting_queries', 'Queries waiting for a free database connection.', () => pool.waitingCount);
}
