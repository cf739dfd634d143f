import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Outcome of one job stage or one whole run, as the metrics label it. */
export type TJobOutcome = 'completed' | 'error' | 'retry' | 'handed_over';

export type TMetrics = {
  registry: Registry;
  /** One stage of a job ended (its duration in seconds). */
  observeStage: (type: string, stage: string, outcome: TJobOutcome, seconds: number) => void;
  /** One run of a job ended (every stage it ran this time, in seconds). */
  observeJob: (type: string, outcome: TJobOutcome, seconds: number) => void;
  /** The number of signed-in live sockets, read at each scrape. */
  setSocketCount: (read: () => number) => void;
};

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.05, 0.25, 1, 5, 15, 60, 300, 900];

/**
 * The Prometheus metrics of one app (its own registry: tests build many apps in one process).
 * Default process metrics (CPU, memory, event loop lag, handles) come with it.
 */
export function createMetrics(): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobStages = new Histogram({
    name: 'staffing_job_stage_duration_seconds',
    help: 'Duration of job stages, by job type, stage and outcome (its count is the stage count).',
    labelNames: ['type', 'stage', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Histogram({
    name: 'staffing_job_run_duration_seconds',
    help: 'Duration of job runs (one pg-boss attempt), by job type and outcome.',
    labelNames: ['type', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  let readSockets = () => 0;
  new Gauge({
    name: 'staffing_live_sockets',
    help: 'Signed-in live (WebSocket) connections held by this process.',
    registers: [registry],
    collect() {
      this.set(readSockets());
    },
  });
  return {
    registry,
    observeStage: (type, stage, outcome, seconds) =>
      jobStages.observe({ type, stage, outcome }, seconds),
    observeJob: (type, outcome, seconds) => jobRuns.observe({ type, outcome }, seconds),
    setSocketCount: (read) => {
      readSockets = read;
    },
  };
}

function isLoopback(address: string | undefined): boolean {
  return (
    address === '127.0.0.1' ||
    address === '::1' ||
    address === '::ffff:127.0.0.1' ||
    (address?.startsWith('127.') ?? false)
  );
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const a = crypto.createHash('sha256').update(sent).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * HTTP metrics for every request, labelled by the route *pattern* (never the raw URL: ids would
 * make one series per entity), and `GET /metrics`. Who may read it: with `METRICS_TOKEN` set,
 * only a caller sending it as a bearer token; without, only a caller on this machine (loopback),
 * so an instance reachable from the network never hands its metrics to strangers.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: TMetrics,
  options: { token?: string },
): void {
  const requests = new Counter({
    name: 'staffing_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  const durations = new Histogram({
    name: 'staffing_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [metrics.registry],
  });

  // The series of one method, route and status, looked up once: prom-client otherwise checks and
  // hashes the labels on every observation. Bounded by the routes and statuses.
  const series = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
  function seriesOf(method: string, route: string, status: number) {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = [method, route, String(status)];
      const counter = requests.labels(...labels);
      const histogram = durations.labels(...labels);
      found = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  }

  app.addHook('onResponse', (request, reply, done) => {
    // An unmatched URL (404) has no pattern: one label for all of them.
    const route = request.routeOptions.url ?? 'unmatched';
    const found = seriesOf(request.method, route, reply.statusCode);
    found.count();
    found.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = options.token
      ? tokenMatches(request, options.token)
      : isLoopback(request.socket.remoteAddress);
    if (!allowed) {
      return reply
        .status(options.token ? 401 : 403)
        .type('text/plain; charset=utf-8')
        .send(
          options.token
            ? 'Metrics need the METRICS_TOKEN bearer token'
            : 'Metrics are only served on loopback unless METRICS_TOKEN is set',
        );
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
