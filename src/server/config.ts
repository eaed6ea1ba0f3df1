/** Environment -> typed configuration (docs/architecture.md section 4). Every variable is optional. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const DEV_API_KEY = 'dev-api-key';

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
  API_KEY: optionalText,
  ADMIN_USERNAME: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: booleanText,
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
    /** The local sandbox provider is for development; production must opt in explicitly. */
    sandboxPaymentsAllowed: env.SANDBOX_PAYMENTS ?? !production,
    /** A fixed development value outside production, so the web app and API agree by default. */
    apiKey: env.API_KEY ?? (production ? undefined : DEV_API_KEY),
    firstAdmin: {
      userName: env.ADMIN_USERNAME,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
    },
    seedDemo: env.SEED_DEMO ?? !production,
    logLevel: env.LOG_LEVEL,
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
