import type { Metric, Registry } from 'prom-client';

/** Seconds; API calls take about a millisecond, a PDF or a payment some hundreds. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Series {
  readonly labels: { readonly method: string; readonly route: string; readonly status_code: number };
  /** Observations per bucket, not cumulative; the last slot is above every bound. */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

interface ExportedValue {
  metricName: string;
  labels: Record<string, string | number>;
  /** Written after `labels`, and formatted once per series (prom-client caches them by object). */
  sharedLabels?: Series['labels'];
  value: number;
}

/**
 * The request duration histogram, per route pattern, method and status code.
 *
 * prom-client's own Histogram allocates on every observe (a closure, a label object, a hash string)
 * and cost about half a microsecond; this one finds its series through three maps keyed by values the
 * request already holds and adds to a typed array, allocating only when a series is first seen. It is
 * handed to prom-client's registry as a metric of its own, so the exposition format is prom-client's.
 */
export class RouteHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  observe(route: string, method: string, statusCode: number, seconds: number): void {
    const series = this.#seriesFor(route, method, statusCode);
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] as number)) bucket++;
    (series.counts[bucket] as number)++;
    series.sum += seconds;
    series.count++;
  }

  /** What prom-client's registry asks of a metric at scrape time. */
  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: ExportedValue[] }> {
    const values: ExportedValue[] = [];
    for (const byMethod of this.#series.values()) {
      for (const byStatus of byMethod.values()) {
        for (const series of byStatus.values()) values.push(...this.#exported(series));
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  registerIn(registry: Registry): void {
    // The registry's type lists prom-client's own classes; it reads only name, type and get().
    registry.registerMetric(this as unknown as Metric);
  }

  #seriesFor(route: string, method: string, statusCode: number): Series {
    let byMethod = this.#series.get(route);
    if (byMethod === undefined) {
      byMethod = new Map();
      this.#series.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let series = byStatus.get(statusCode);
    if (series === undefined) {
      const labels = { method, route, status_code: statusCode };
      series = { labels, counts: new Float64Array(DURATION_BUCKETS.length + 1), sum: 0, count: 0 };
      byStatus.set(statusCode, series);
    }
    return series;
  }

  #exported(series: Series): ExportedValue[] {
    const bucketName = `${this.name}_bucket`;
    let cumulative = 0;
    const shared = series.labels;
    // The shape prom-client's Histogram exports: cumulative buckets, +Inf, then sum and count.
    const values: ExportedValue[] = DURATION_BUCKETS.map((bound, index) => {
      cumulative += series.counts[index] as number;
      return { metricName: bucketName, labels: { le: bound }, sharedLabels: shared, value: cumulative };
    });
    values.push({ metricName: bucketName, labels: { le: '+Inf' }, sharedLabels: shared, value: series.count });
    values.push({ metricName: `${this.name}_sum`, labels: {}, sharedLabels: shared, value: series.sum });
    values.push({ metricName: `${this.name}_count`, labels: {}, sharedLabels: shared, value: series.count });
    return values;
  }
}
