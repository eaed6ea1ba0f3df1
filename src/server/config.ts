/** Environment -> typed configuration (docs/architecture.md section 4). Every variable is optional. */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const DEV_API_KEY = 'dev-api-key';
/** Outside production only: encrypts staff two-step secrets so development needs no set-up. */
const DEV_SECRETS_KEY = 'development-secrets-key-not-for-production';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.join(' or ')}//` },
  );

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const unitsMessage = 'must be a whole number from 1 to 1000';
/** An address or a CIDR block, IPv4 or IPv6: "10.0.0.1", "10.0.0.0/8", "fd00::/8". */
function isAddressOrCidr(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For (docs/decisions/008-limits.md): none by default, a number
 * of proxy hops in front of the shop, or the proxies' own addresses and CIDR blocks.
 */
const trustProxyText = optionalText.transform((v, ctx): false | number | string[] => {
  if (v === undefined || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every(isAddressOrCidr)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops (e.g. 1) or a comma-separated list of addresses or CIDRs',
    });
    return z.NEVER;
  }
  return list;
});

const seconds = (fallback: number, min: number, max: number) =>
  z.coerce.number().min(min).max(max).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().default('Oversized Shop <orders@oversized.local>'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: optionalUrl(['http:', 'https:']).transform((v) => v ?? 'https://api.razorpay.com/v1'),
  SANDBOX_PAYMENTS: booleanText,
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_API_BASE: optionalUrl(['http:', 'https:']).transform(
    (v) => v ?? 'https://apiv2.shiprocket.in/v1/external',
  ),
  SHIPROCKET_PICKUP_LOCATION: z.string().default('Primary'),
  SHIPPING_WEBHOOK_TOKEN: optionalText,
  SANDBOX_SHIPPING: booleanText,
  MSG91_AUTH_KEY: optionalText,
  MSG91_API_BASE: optionalUrl(['http:', 'https:']).transform((v) => v ?? 'https://control.msg91.com/api/v5'),
  MSG91_SENDER_ID: optionalText,
  MSG91_TEMPLATE_IDS: optionalText,
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  SMS_INBOUND_TOKEN: optionalText,
  WHATSAPP_API_BASE: optionalUrl(['http:', 'https:']).transform(
    (v) => v ?? 'https://graph.facebook.com/v21.0',
  ),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  WHATSAPP_TEMPLATES: optionalText,
  SMS_CODES_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).default(100),
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).default(2000),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(15).max(3600).default(300),
  API_KEY: optionalText,
  SECRETS_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, {
    error: 'must be at least 32 characters (e.g. openssl rand -base64 32)',
  }),
  METRICS_TOKEN: optionalText,
  ADMIN_USERNAME: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: booleanText,
  MAX_UNITS_PER_SIZE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ message: unitsMessage })
      .int({ message: unitsMessage })
      .min(1, { message: unitsMessage })
      .max(1000, { message: unitsMessage })
      .default(10),
  ),
  TRUST_PROXY: trustProxyText,
  REQUEST_TIMEOUT_SECONDS: seconds(30, 0.1, 300),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65, 1, 75),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === 'production';
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    production,
    port,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiBase: env.RAZORPAY_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    shiprocket:
      env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD
        ? {
            email: env.SHIPROCKET_EMAIL,
            password: env.SHIPROCKET_PASSWORD,
            apiBase: env.SHIPROCKET_API_BASE.replace(/\/+$/, ''),
            pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
          }
        : undefined,
    /**
     * The token Shiprocket's webhook sends as x-api-key (docs/decisions/024-shipping-provider.md);
     * random per process when unset, so an unconfigured webhook opens to nobody.
     */
    shippingWebhookToken: env.SHIPPING_WEBHOOK_TOKEN ?? randomBytes(24).toString('hex'),
    /** The sandbox courier (test AWBs) outside production; production must opt in explicitly. */
    sandboxShippingAllowed: env.SANDBOX_SHIPPING ?? !production,
    /** SMS through MSG91 when its key is set; otherwise the sandbox (docs/decisions/026-messaging.md). */
    msg91: env.MSG91_AUTH_KEY
      ? {
          authKey: env.MSG91_AUTH_KEY,
          apiBase: env.MSG91_API_BASE.replace(/\/+$/, ''),
          senderId: env.MSG91_SENDER_ID,
          templateIds: env.MSG91_TEMPLATE_IDS,
        }
      : undefined,
    /**
     * The token Meta's webhook handshake must send (GET /api/messaging/whatsapp/webhook). On its
     * own: the webhook is subscribed in Meta's dashboard before the sending keys need to be set.
     */
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN,
    /**
     * The token the SMS gateway's inbound-message callback sends (POST /api/privacy/sms/inbound),
     * so a shopper's STOP by SMS withdraws their consent (docs/decisions/038-personal-data.md).
     */
    smsInboundToken: env.SMS_INBOUND_TOKEN,
    /** WhatsApp through the Cloud API when its token, number and app secret are set; otherwise the sandbox. */
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: env.WHATSAPP_APP_SECRET,
            apiBase: env.WHATSAPP_API_BASE.replace(/\/+$/, ''),
            language: env.WHATSAPP_TEMPLATE_LANGUAGE,
            templateNames: env.WHATSAPP_TEMPLATES,
          }
        : undefined,
    /** Hourly caps on sign-in codes by SMS, against SMS pumping (docs/decisions/026-messaging.md). */
    /** How long a claimed outbox row stays one instance's; more than a provider call's 10 s deadline. */
    outboxLeaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    smsCodeCaps: { perPrefixPerHour: env.SMS_CODES_PER_PREFIX_PER_HOUR, perHour: env.SMS_CODES_PER_HOUR },
    /** The local sandbox provider is for development; production must opt in explicitly. */
    sandboxPaymentsAllowed: env.SANDBOX_PAYMENTS ?? !production,
    /** A fixed development value outside production, so the web app and API agree by default. */
    apiKey: env.API_KEY ?? (production ? undefined : DEV_API_KEY),
    /** Encrypts staff two-step secrets (lib/secret-box.ts); production refuses to start without it. */
    secretsKey: env.SECRETS_KEY ?? (production ? undefined : DEV_SECRETS_KEY),
    /** Bearer token for GET /metrics; in production /metrics exists only with it (README, Metrics). */
    metricsToken: env.METRICS_TOKEN,
    firstAdmin: {
      userName: env.ADMIN_USERNAME,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
    },
    seedDemo: env.SEED_DEMO ?? !production,
    /**
     * The most units of one size of one product a cart line and an order may hold, so one
     * shopper cannot hold a whole size's stock (docs/decisions/006-checkout-and-payments.md).
     */
    maxUnitsPerSize: env.MAX_UNITS_PER_SIZE,
    logLevel: env.LOG_LEVEL,
    /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
    trustProxy: env.TRUST_PROXY ?? false,
    /** Socket limits (docs/decisions/008-limits.md). */
    server: {
      requestTimeoutMs: Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000),
      keepAliveTimeoutMs: Math.round(env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
      maxConnections: env.MAX_CONNECTIONS,
      /** Requests a minute from one address to a rate-limited route (docs/decisions/008-limits.md). */
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      /** Pages rendered a minute for one address, past the page cache (docs/decisions/036-fast-again.md). */
      pageRendersPerMinute: env.PAGE_RENDERS_PER_MINUTE,
      /** The rendered-page cache's bound, in bytes. */
      pageCacheBytes: Math.round(env.PAGE_CACHE_MB * 1024 * 1024),
    },
    /** Signs sandbox payments; random per process unless set, as nothing outside needs it. */
    sandboxSecret: randomBytes(32).toString('hex'),
  };
}

export class ConfigError extends Error {}

const SAFE_TO_ECHO = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'LOG_LEVEL',
  'SEED_DEMO',
  'SANDBOX_PAYMENTS',
  'SANDBOX_SHIPPING',
  'SHIPROCKET_PICKUP_LOCATION',
  'MAX_UNITS_PER_SIZE',
  'TRUST_PROXY',
  'REQUEST_TIMEOUT_SECONDS',
  'KEEP_ALIVE_TIMEOUT_SECONDS',
  'MAX_CONNECTIONS',
  'RATE_LIMIT_PER_MINUTE',
  'PAGE_RENDERS_PER_MINUTE',
  'PAGE_CACHE_MB',
  'SMS_CODES_PER_PREFIX_PER_HOUR',
  'SMS_CODES_PER_HOUR',
  'OUTBOX_LEASE_SECONDS',
  'WHATSAPP_TEMPLATE_LANGUAGE',
]);

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // URLs and keys may hold secrets, so only plain settings echo their value.
    const shown = SAFE_TO_ECHO.has(name) ? `=${JSON.stringify(env[name] ?? '')}` : '';
    throw new ConfigError(`Invalid ${name}${shown}: ${issue.message}`);
  }
  return toConfig(result.data);
}

export { DEV_API_KEY };
