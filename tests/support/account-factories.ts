/**
 * Helpers for accounts tests: JSON calls the way the web app makes them, codes read back from the
 * outbox, and shoppers signed up through the real API (email code, registration, login).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { TEST_ORIGIN } from './app';

let sequence = 0;
export const uniqueTag = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A fresh client address, so code limits per IP do not leak between tests. */
export const freshIp = () =>
  `10.${sequence % 250}.${Math.floor(Math.random() * 250)}.${(sequence++ % 250) + 1}`;

export interface CallOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A same-origin JSON call, as the browser sends it. */
export function call(
  app: App,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      origin: TEST_ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The code in the newest mail to this address. */
export async function latestCodeFor(db: DbOrTx, email: string, subjectPart = 'code'): Promise<string> {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email)))
    .orderBy(desc(outbox.id))
    .limit(5);
  const mail = rows.find((row) => row.subject.includes(subjectPart));
  const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The "name=value" pair of a Set-Cookie header, ready to send back. */
export function sessionCookieFrom(res: { cookies: { name: string; value: string }[] }, name = 'sid'): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return `${cookie.name}=${cookie.value}`;
}

/**
 * Verifies the email through the API and returns the verified-email cookie ("name=value") that
 * register requires from the same browser.
 */
export async function verifyEmail(app: App, db: DbOrTx, email: string, ip = freshIp()): Promise<string> {
  const sent = await call(app, 'POST', '/api/users/get-otp', { email }, { ip });
  if (sent.statusCode !== 200) throw new Error(`get-otp answered ${sent.statusCode}: ${sent.body}`);
  const code = await latestCodeFor(db, email);
  const checked = await call(app, 'PATCH', '/api/users/validate-otp', { email, password: code }, { ip });
  if (checked.statusCode !== 200)
    throw new Error(`validate-otp answered ${checked.statusCode}: ${checked.body}`);
  return sessionCookieFrom(checked, 'vmail');
}

export interface SignedUpShopper {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
}

export function shopperFields(overrides: Partial<SignedUpShopper> = {}): SignedUpShopper {
  const tag = uniqueTag();
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: `priya.${tag}@example.in`,
    userName: `priya${tag}`,
    password: 'a-long-password',
    ...overrides,
  };
}

/** Signs a shopper up through the API (verified email, then registration). */
export async function signUpShopper(
  app: App,
  db: DbOrTx,
  overrides: Partial<SignedUpShopper> = {},
): Promise<SignedUpShopper> {
  const shopper = shopperFields(overrides);
  const cookie = await verifyEmail(app, db, shopper.email);
  const res = await call(
    app,
    'POST',
    '/api/users/register',
    { ...shopper, confirmPassword: shopper.password },
    { cookie },
  );
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return shopper;
}

/** Logs in and returns the session cookie to send back. */
export async function logIn(app: App, userName: string, password: string, ip?: string): Promise<string> {
  const res = await call(app, 'POST', '/api/users/login', { userName, password }, { ip });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return sessionCookieFrom(res);
}
