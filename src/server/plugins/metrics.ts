/**
 * GET /metrics in Prometheus text format, and the request hooks that feed it
 * (docs/decisions/017-metrics-and-api-description.md). The counters live in
 * src/server/lib/metrics.ts; the gauges below are read from the database when Prometheus scrapes.
 *
 * Who may scrape: in production only a caller presenting METRICS_TOKEN as a Bearer token (without
 * the setting, /metrics does not exist there: 404); elsewhere a caller on this machine, or one
 * with the token when it is set.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { jobs } from '../jobs';
import { METRICS_CONTENT_TYPE, scrapeGauge } from '../lib/metrics';
import { outboxBacklog } from '../modules/mail/outbox-stats';
import { overdueReservationSeconds, pendingRefundCount } from '../modules/orders/operator-stats';

/** A route pattern for requests no route matched, so stray URLs never become label values. */
const UNMATCHED = '(unmatched)';

export async function registerMetrics(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { metrics, config } = app.deps;

  // Callback hooks: they run on every request, catalogue reads included (bench/api.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    if (error instanceof AppError && error.code === 'out_of_stock') {
      metrics.stockOut(request.routeOptions.url ?? UNMATCHED);
    }
    done();
  });

  registerScrapeGauges(app);

  const token = config.metricsToken;
  if (config.production && !token) return;

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics',
        description:
          'Text exposition format. Production: Bearer METRICS_TOKEN. Elsewhere: open on this machine, or with the token.',
        response: {
          200: {
            description: 'The metrics, in Prometheus text format',
            content: { 'text/plain': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      if (!mayScrape(request, token, config.production)) {
        throw new AppError('unauthorized', 'A valid metrics token is required.');
      }
      const text = await metrics.registry.metrics();
      return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
    },
  );
}

function mayScrape(request: FastifyRequest, token: string | undefined, production: boolean): boolean {
  const presented = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
  if (token && presented && sameText(presented, token)) return true;
  return !production && isLoopback(request.ip);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/** Reads one value per scrape, however many gauges share it. */
function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = read();
      const clear = () => {
        pending = undefined;
      };
      pending.then(clear, clear);
    }
    return pending;
  };
}

function registerScrapeGauges(app: FastifyInstance): void {
  const { metrics, db, clock } = app.deps;
  const registry = metrics.registry;
  const startedAt = clock();

  const outbox = perScrape(() => outboxBacklog(db, clock()));
  scrapeGauge(registry, {
    name: 'shop_outbox_backlog',
    help: 'Unsent mail in the outbox: pending (the sender will still try) or given_up.',
    labelNames: ['state'],
    read: async () => {
      const backlog = await outbox();
      return [
        { labels: { state: 'pending' }, value: backlog.pending },
        { labels: { state: 'given_up' }, value: backlog.givenUp },
      ];
    },
  });
  scrapeGauge(registry, {
    name: 'shop_outbox_oldest_age_seconds',
    help: 'How long the oldest pending mail has waited; 0 when none waits.',
    read: async () => [{ value: (await outbox()).oldestAgeSeconds }],
  });
  scrapeGauge(registry, {
    name: 'shop_reservation_overdue_seconds',
    help: 'Reservation-expiry lag: the longest an unpaid order has held stock past its reservation end.',
    read: async () => [{ value: await overdueReservationSeconds(db, clock()) }],
  });
  scrapeGauge(registry, {
    name: 'shop_job_seconds_since_success',
    help: 'Job lag: seconds since each background job last finished a run in this process (or since start).',
    labelNames: ['job'],
    read: async () => {
      const now = clock().getTime();
      const last = metrics.jobSuccesses();
      return jobs.map((job) => ({
        labels: { job: job.name },
        value: Math.max(0, (now - (last.get(job.name) ?? startedAt).getTime()) / 1000),
      }));
    },
  });
  scrapeGauge(registry, {
    name: 'shop_refunds_pending',
    help: 'Refunds decided and not yet issued by the payment provider.',
    read: async () => [{ value: await pendingRefundCount(db) }],
  });
  const pool = poolOf(db);
  scrapeGauge(registry, {
    name: 'shop_db_pool_connections',
    help: 'Database connections: total open, idle, and callers waiting for one (PGlite: its single connection).',
    labelNames: ['state'],
    read: async () =>
      pool
        ? [
            { labels: { state: 'total' }, value: pool.totalCount },
            { labels: { state: 'idle' }, value: pool.idleCount },
            { labels: { state: 'waiting' }, value: pool.waitingCount },
          ]
        : [{ labels: { state: 'total' }, value: 1 }],
  });
  scrapeGauge(registry, {
    name: 'shop_db_pool_max',
    help: 'The most database connections the pool opens (PGlite: 1).',
    read: async () => [{ value: pool?.options.max ?? 1 }],
  });
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/** node-postgres's pool behind Drizzle, or undefined for PGlite (one in-process connection). */
function poolOf(db: unknown): PgPool | undefined {
  const client = (db as { $client?: Partial<PgPool> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.waitingCount === 'number'
    ? (client as PgPool)
    : undefined;
}
