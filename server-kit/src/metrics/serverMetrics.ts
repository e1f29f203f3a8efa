import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { opsOnly } from '../access/opsAccess';
import { routeOf } from '../logs/requestLog';

/** Seconds; from a kept page's 1 ms to a slow render's seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const METRICS_PATH = '/metrics';

/**
 * A server's metrics in Prometheus' format (docs/decisions/088-metrics.md): the process's own (CPU, memory, event
 * loop lag, from prom-client), every answered request by app, method, route pattern and status, and what each
 * server adds. One registry per process, so a site's four app servers are read at one `/metrics`.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'app' | 'method' | 'route' | 'status'>;

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.requests = this.histogram(
      'http_request_duration_seconds',
      'Time to answer a request, by app, method, route pattern and status.',
      ['app', 'method', 'route', 'status'],
    );
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** `collect` sets the gauge's values whenever it is read (a queue's depth, what is live). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (gauge: Gauge<L>) => Promise<void> | void,
  ): Gauge<L> {
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }

  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    buckets = LATENCY_BUCKETS,
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /**
   * Times every request `server` answers, labelled with `app`. The route is its pattern: a label per path would grow
   * without bound. `unrouted` names what the server answers outside its routes (the site's pages).
   */
  observeRequests(server: FastifyInstance, app: string, unrouted?: string): void {
    // A callback hook, not an async one: no promise per request for what is a few field reads.
    server.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url === undefined && unrouted ? unrouted : routeOf(request);
      this.requests.observe(
        { app, method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}

export interface MetricsRouteOptions {
  metrics: ServerMetrics;
  opsToken?: string;
  opsTokenName: string;
}

/** `GET /metrics`, for this machine's callers and those with the operations token, as the probes. */
export async function metricsRoute(
  server: FastifyInstance,
  { metrics, opsToken, opsTokenName }: MetricsRouteOptions,
): Promise<void> {
  server.addHook('onRequest', opsOnly(opsToken, opsTokenName));
  server.get(METRICS_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics()),
  );
}
