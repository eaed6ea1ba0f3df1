/**
 * Shopper login by user name or email (docs/architecture.md section 8). A wrong password and an unknown user
 * get the same answer in about the same time; repeated failures are throttled per account and IP.
 */
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { clearLoginFailures, countLoginTry, type LoginAttempt } from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { findUserForLogin, type UserRow } from './users';

export const INVALID_LOGIN_MESSAGE = 'The user name, email or password is incorrect.';

/** Returns the account on the right password (and records the login time); throws 401 or 429. */
export async function authenticateShopper(
  deps: AppDeps,
  input: { userName: string; password: string; ip: string },
): Promise<UserRow> {
  const user = await findUserForLogin(deps.db, input.userName);
  const attempt: LoginAttempt = {
    scope: 'shopper',
    account: user ? `id:${user.id}` : `name:${input.userName}`,
    ip: input.ip,
  };
  // Counted before the (costly) password check, so a burst cannot outrun the throttle.
  await countLoginTry(deps.counters, attempt);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !ok) {
    throw new AppError('unauthorized', INVALID_LOGIN_MESSAGE, { code: 'invalid_login' });
  }
  await clearLoginFailures(deps.counters, attempt);
  const lastLoginAt = deps.clock();
  await deps.db.update(users).set({ lastLoginAt }).where(eq(users.id, user.id));
  return { ...user, lastLoginAt };
}
