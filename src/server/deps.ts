/**
 * What every route and job is given: the database, configuration, clock and outside services.
 * buildApp (app.ts) fills it in; modules import the type from here, not from app.ts, so the app
 * and its modules do not import each other.
 */

import type { Permission } from '#shared/permissions';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Counters } from './lib/counters';
import type { ShopMetrics } from './lib/metrics';
import type { ServiceabilitySource } from './modules/delivery/serviceability';
import type { ChannelSender } from './modules/mail/channels';
import type { MailTransport } from './modules/mail/transport';
import type { PaymentProvider } from './modules/payments/provider';
import type { ShippingProvider } from './modules/shipping/provider';
import type { RouteSource } from './route-map';

export interface AppDeps {
  db: Db;
  config: Config;
  /** The current time; tests pass a controllable clock. */
  clock: () => Date;
  counters: Counters;
  /** This app's Prometheus registry and counters (src/server/lib/metrics.ts). */
  metrics: ShopMetrics;
  /** Card payments: Razorpay with keys, the local sandbox without; tests inject their own. */
  payments: PaymentProvider;
  /** Parcels: Shiprocket with keys, the sandbox courier without; tests inject their own. */
  shipping: ShippingProvider;
  /** Where the outbox sender delivers mail; set by the mail module from SMTP_URL unless given. */
  mailTransport?: MailTransport;
  /** SMS (MSG91 with keys, the sandbox without) and WhatsApp (Cloud API or sandbox); set by messaging unless given. */
  sms?: ChannelSender;
  whatsapp?: ChannelSender & { verifySignature?(raw: Buffer, header: string | undefined): boolean };
  /** Built web app to serve; omitted in API tests. */
  webDir?: string;
  /** Where the shop delivers and offers cash on delivery; unset: everywhere, with COD. */
  serviceability?: ServiceabilitySource;
}

export interface RouteEntry {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown; hide?: boolean };
  /** Who may call it and where it is declared (src/server/route-map.ts, docs/routes.md). */
  source: RouteSource;
  /** The staff permission an admin route declares (src/shared/permissions.ts). */
  permission?: Permission;
  /** The handler itself, which tests read (tests/api/openapi.test.ts: does it read a query?). */
  handler: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a staff member's roles must allow to call this admin route (src/shared/permissions.ts). */
    permission?: Permission;
  }
  interface FastifyInstance {
    deps: AppDeps;
    routeTable: RouteEntry[];
  }
}
