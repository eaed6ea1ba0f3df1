/** buildApp(deps) -> a Fastify instance. main.ts passes real dependencies; tests pass their own. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { type Counters, memoryCounters } from './lib/counters';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { cartRoutes } from './modules/cart/routes';
import { storefrontPageHeads } from './modules/catalog/page-heads';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import type { ServiceabilitySource } from './modules/delivery/serviceability';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { mailRoutes } from './modules/mail/routes';
import type { MailTransport } from './modules/mail/transport';
import { orderRoutes } from './modules/orders/routes';
import { paymentProviderFor } from './modules/payments/choose-provider';
import type { PaymentProvider } from './modules/payments/provider';
import { paymentRoutes } from './modules/payments/routes';
import { sizeGuideRoutes } from './modules/size-guide/routes';
import { runAuthBeforeValidation } from './plugins/auth-first';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/headers';
import { refuseNulCharacters } from './plugins/no-nul';
import { registerCsrfChecks } from './plugins/security';
import { registerWeb, trySendSpa } from './plugins/web';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** JSON bodies above this are refused with 413; an upload of four 100 KB images fits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  db: Db;
  config: Config;
  /** The current time; tests pass a controllable clock. */
  clock: () => Date;
  counters: Counters;
  /** Card payments: Razorpay with keys, the local sandbox without; tests inject their own. */
  payments: PaymentProvider;
  /** Where the outbox sender delivers mail; set by the mail module from SMTP_URL unless given. */
  mailTransport?: MailTransport;
  /** Built web app to serve; omitted in API tests. */
  webDir?: string;
  /** Where the shop delivers and offers cash on delivery; unset: everywhere, with COD. */
  serviceability?: ServiceabilitySource;
}

export type AppOptions = Partial<Omit<AppDeps, 'db' | 'config'>> & {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
};

export interface RouteEntry {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeTable: RouteEntry[];
  }
}

export async function buildApp(options: AppOptions) {
  const { logger = false, ...given } = options;
  const deps: AppDeps = {
    clock: () => new Date(),
    counters: given.counters ?? memoryCounters(given.clock),
    payments: given.payments ?? paymentProviderFor(given.config),
    ...given,
  };
  const app = Fastify({
    logger,
    // A request's logger (with its id) is made when it first logs, not for every request.
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.production,
    // Query strings are small and flat here; refuse the rest early.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // Every route with its schema, so tests can walk the whole API (authorization, hostile input).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, schema: route.schema as RouteEntry['schema'] });
    }
  });

  registerErrorHandling(app);
  runAuthBeforeValidation(app);
  refuseNulCharacters(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerCsrfChecks(app);

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(deliveryRoutes);
  await app.register(sizeGuideRoutes);
  await app.register(imageRoutes);
  await app.register(accountRoutes);
  await app.register(mailRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(adminRoutes);

  if (deps.webDir) await registerWeb(app, deps.webDir, { pageHeads: storefrontPageHeads });
  app.setNotFoundHandler((request, reply) => {
    if (trySendSpa(app, request, reply)) return;
    reply.status(404).send({ errorMessage: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export const defaultWebDir = path.join(projectRoot, 'dist', 'web');
