/** Helpers for mobile sign-in tests: codes read back from the outbox's SMS rows, numbers that never repeat. */
import { and, desc, eq } from 'drizzle-orm';
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { call, freshIp, sessionCookieFrom } from './account-factories';

let next = 0;
/** A fresh 10-digit number under a prefix (5 digits), e.g. 98765xxxxx. */
export const freshMobile = (prefix = '98765') =>
  `${prefix}${String((Date.now() * 7 + next++ * 7919 + Math.floor(Math.random() * 1e5)) % 1e5).padStart(5, '0')}`;

export async function latestSmsCodeFor(db: DbOrTx, mobile: string): Promise<string> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.toAddress, mobile)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row?.params[0];
  if (!code) throw new Error(`no code sent by SMS to ${mobile}`);
  return code;
}

/** Signs up with a mobile number through the API; returns the session cookie. */
export async function signUpWithMobile(app: App, db: DbOrTx, mobile: string, ip = freshIp()) {
  const sent = await call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip });
  if (sent.statusCode !== 200) throw new Error(`get-code: ${sent.statusCode} ${sent.body}`);
  const code = await latestSmsCodeFor(db, mobile);
  const verified = await call(app, 'POST', '/api/users/mobile/sign-in', { mobile, code }, { ip });
  if (verified.statusCode !== 200 || verified.json().signedIn !== false)
    throw new Error(`sign-in: ${verified.statusCode} ${verified.body}`);
  const proof = sessionCookieFrom(verified, 'vmobile');
  const made = await call(
    app,
    'POST',
    '/api/users/mobile/register',
    { mobile, firstName: 'Ravi', lastName: 'Kumar' },
    { ip, cookie: proof },
  );
  if (made.statusCode !== 201) throw new Error(`register: ${made.statusCode} ${made.body}`);
  return { cookie: sessionCookieFrom(made), user: made.json() };
}
