/** buildApp(deps) -> a Fastify instance. main.ts passes real dependencies; tests pass their own. */
import type { ServerOptions } from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AppDeps, RouteEntry } from './deps';
import { memoryCounters } from './lib/counters';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { createMetrics } from './lib/metrics';
import { RequestLog } from './lib/request-log';
import { withSafeLogs } from './lib/safe-error-log';
import { accountRoutes } from './modules/accounts/routes';
import { addressBookRoutes } from './modules/address-book/routes';
import { checkStaffPermissions } from './modules/admin/permission-check';
import { adminRoutes } from './modules/admin/routes';
import { afterOrderRoutes } from './modules/after-order/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { cartRoutes } from './modules/cart/routes';
import { storefrontPageHeads, storefrontServedHeads } from './modules/catalog/page-heads';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { codRoutes } from './modules/cod/routes';
import { collectionRoutes } from './modules/collections/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { mailRoutes } from './modules/mail/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { notifyMeRoutes } from './modules/notify-me/routes';
import { offerRoutes } from './modules/offers/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentProviderFor } from './modules/payments/choose-provider';
import { paymentRoutes } from './modules/payments/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { recoveryRoutes } from './modules/recovery/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { shippingProviderFor } from './modules/shipping/choose-provider';
import { shippingRoutes } from './modules/shipping/routes';
import { sizeGuideRoutes } from './modules/size-guide/routes';
import { storeCreditRoutes } from './modules/store-credit/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { runAuthBeforeValidation } from './plugins/auth-first';
import { frameworkErrorsFor } from './plugins/bad-urls';
import { errorBody, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/headers';
import { registerMetrics } from './plugins/metrics';
import { registerNoStore } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerCsrfChecks } from './plugins/security';
import { refuseUnstorableText } from './plugins/unstorable-text';
import { registerWeb, trySendSpa } from './plugins/web';
import { zodSchemaController } from './plugins/zod-compilers';
import { projectRoot } from './project-root';
import { describeRoute } from './route-map';

export { projectRoot };

/** JSON bodies above this are refused with 413; an upload of four 100 KB images fits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppOptions = Partial<Omit<AppDeps, 'db' | 'config'>> & {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(options: AppOptions) {
  const { logger = false, ...given } = options;
  const deps: AppDeps = {
    clock: () => new Date(),
    counters: given.counters ?? memoryCounters(given.clock),
    metrics: given.metrics ?? createMetrics(),
    payments: given.payments ?? paymentProviderFor(given.config),
    shipping: given.shipping ?? shippingProviderFor(given.config),
    ...given,
  };
  const limits = deps.config.server;
  const app = Fastify({
    logger: withSafeLogs(logger),
    // A request's logger (with its id) is made when it first logs, not for every request.
    childLoggerFactory: lazyChildLogger,
    // One line per answered request instead of two (lib/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured proxies may name the client's address (docs/decisions/008-limits.md).
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // A client that sends its request slowly is cut off; an idle kept-alive socket is closed.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs * 2,
    http: <ServerOptions>{
      headersTimeout: Math.min(limits.requestTimeoutMs, 20_000),
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs / 2),
    },
    // Query strings are small and flat here; refuse the rest early.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorsFor(deps.config.production),
    // Every route validates and serializes with zod (plugins/zod-compilers.ts).
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = limits.maxConnections;
  app.decorate('deps', deps);
  deps.counters.attachLog?.(app.log);
  // Every route with its schema, so tests can walk the whole API (authorization, hostile input),
  // and with its callers and declaration for the URL map (docs/routes.md).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const source = describeRoute(route);
    for (const method of methods) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          schema: route.schema as RouteEntry['schema'],
          source,
          permission: route.config?.permission,
          handler: route.handler,
        });
    }
  });

  registerErrorHandling(app);
  runAuthBeforeValidation(app);
  checkStaffPermissions(app);
  refuseUnstorableText(app);
  await registerSecurityHeaders(app);
  registerNoStore(app);
  await app.register(fastifyCookie);
  registerCsrfChecks(app);
  await registerRateLimits(app);
  // The API description first: it records each route as it is added, /metrics included.
  await registerOpenApi(app);
  await registerMetrics(app);

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(deliveryRoutes);
  await app.register(sizeGuideRoutes);
  await app.register(imageRoutes);
  await app.register(accountRoutes);
  await app.register(addressBookRoutes);
  await app.register(mailRoutes);
  await app.register(messagingRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(adminRoutes);
  await app.register(afterOrderRoutes);
  await app.register(shippingRoutes);
  await app.register(codRoutes);
  await app.register(analyticsRoutes);
  await app.register(storeCreditRoutes);
  await app.register(reviewRoutes);
  await app.register(notifyMeRoutes);
  await app.register(wishlistRoutes);
  await app.register(offerRoutes);
  await app.register(collectionRoutes);
  await app.register(privacyRoutes);
  await app.register(recoveryRoutes);

  if (deps.webDir)
    await registerWeb(app, deps.webDir, {
      pageHeads: storefrontPageHeads,
      servedHeads: storefrontServedHeads,
    });
  app.setNotFoundHandler((request, reply) => {
    if (trySendSpa(app, request, reply)) return;
    reply
      .status(404)
      .send(errorBody(`Not found: ${request.method} ${request.url.split('?')[0]}`, 'not_found'));
  });
  return app;
}

/**
 * Fastify reads a bare hop count as "trust nobody"; here it means what operators expect: every
 * connection arrives through that many proxies, so the address the outermost one saw is the
 * client's. Only safe when the shop cannot be reached except through them (README).
 */
function trustProxyOption(
  setting: Config['trustProxy'],
): boolean | string[] | ((a: string, i: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export const defaultWebDir = path.join(projectRoot, 'dist', 'web');
