/**
 * Request limits per client address (docs/decisions/008-limits.md), through @fastify/rate-limit
 * with a store on the shop's counters: in this process, or in Redis across instances when
 * REDIS_URL is set (with the in-process fallback of redis-counters.ts), and on the test clock in
 * tests.
 * - Catalogue and image reads, pages, static files and health checks are exempt: they are cached,
 *   cheap, and read tens of thousands of times a second (bench/api.ts); they get no hook at all.
 * - Every other route: 1,200 requests a minute from one address, far above a shopper's pace.
 * - The routes that hash with argon2 (logins, codes by mail and SMS, registration by email or
 *   mobile, reset, contact changes, notify-me's codes) share 600 per 10 minutes from one address:
 *   about one hash a second, which a shared mobile network address stays under, and the
 *   per-account, per-email and per-number limits do the finer work.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../errors';
import type { Counters } from '../lib/counters';

const MINUTE = 60 * 1000;

export const RATE_LIMITS = {
  global: { max: 1200, timeWindow: MINUTE },
  argon2: { max: 600, timeWindow: 10 * MINUTE },
} as const;

/** Routes that hash or verify with argon2, whose cost is what an attacker would spend. */
export const ARGON2_ROUTES = new Set([
  'POST /api/users/login',
  'POST /api/admins/login',
  'POST /api/users/get-otp',
  'PATCH /api/users/validate-otp',
  'POST /api/users/register',
  'POST /api/users/get-reset-otp',
  'PATCH /api/users/reset-password',
  'POST /api/users/mobile/get-code',
  'POST /api/users/mobile/sign-in',
  'POST /api/users/mobile/register',
  'POST /api/users/me/mobile/get-code',
  'PATCH /api/users/me/mobile',
  'POST /api/users/me/email/get-code',
  'PATCH /api/users/me/email',
  'POST /api/notify-me',
  'POST /api/notify-me/confirm',
]);

/** Cached public reads: GETs outside /api/, and one product's JSON. */
function isExemptRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !url.startsWith('/api/') || url === '/api/items/:id';
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on the shop's counters; each route group counts apart. */
function countersStore(counters: Counters) {
  return class CountersStore {
    constructor(private readonly prefix = 'rl:global') {}
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`${this.prefix}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (err: Error) => callback(err),
      );
    }
    child(options: { groupId?: string }) {
      return new CountersStore(`rl:${options.groupId ?? 'route'}`);
    }
  };
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  // Decides each route's limit before the plugin's own onRoute hook reads it.
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit !== undefined) return;
    if (methods.every((method) => isExemptRead(method, route.url))) config.rateLimit = false;
    else if (methods.some((method) => ARGON2_ROUTES.has(`${method} ${route.url}`))) {
      config.rateLimit = { ...RATE_LIMITS.argon2, groupId: 'argon2' };
    }
    route.config = config as RouteOptions['config'];
  });
  await app.register(fastifyRateLimit, {
    ...RATE_LIMITS.global,
    // RATE_LIMIT_PER_MINUTE (1,200 by default); bench/api.ts raises it to measure the check's cost.
    max: app.deps.config.server.rateLimitPerMinute,
    store: countersStore(app.deps.counters) as never,
    // Counters that cannot be reached must not take the shop down (redis-counters.ts falls back).
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'too_many',
        'Too many requests from your network. Please wait a little and try again.',
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
}
