/**
 * Administrator login by user name or email, with the shoppers' protections: one answer for a
 * wrong name and a wrong password, in about the same time, and the same failure throttle under
 * its own 'admin' scope.
 */
import { eq } from 'drizzle-orm';
import { admins } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { INVALID_LOGIN_MESSAGE } from '../accounts/login';
import { clearLoginFailures, countLoginTry, type LoginAttempt } from '../accounts/login-throttle';
import { verifyAgainstNothing, verifyPassword } from '../accounts/passwords';
import { type AdminRow, findAdminForLogin } from './admin-accounts';
import { recordAdminEvent } from './audit';
import { SUSPENDED_MESSAGE } from './permission-check';

export async function authenticateAdmin(
  deps: AppDeps,
  input: { userName: string; password: string; ip: string },
): Promise<AdminRow> {
  const admin = await findAdminForLogin(deps.db, input.userName);
  const attempt: LoginAttempt = {
    scope: 'admin',
    account: admin ? `id:${admin.id}` : `name:${input.userName}`,
    ip: input.ip,
  };
  // Counted before the (costly) password check, so a burst cannot outrun the throttle.
  await countLoginTry(deps.counters, attempt);
  const ok = admin
    ? await verifyPassword(admin.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  // A removed member reads as no account at all; a suspended one is told why, once the password is right.
  if (!admin || !ok || admin.removedAt) {
    throw new AppError('unauthorized', INVALID_LOGIN_MESSAGE, { code: 'invalid_login' });
  }
  if (admin.suspendedAt) throw new AppError('unauthorized', SUSPENDED_MESSAGE);
  await clearLoginFailures(deps.counters, attempt);
  const lastLoginAt = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set({ lastLoginAt }).where(eq(admins.id, admin.id));
    await recordAdminEvent(tx, admin.id, 'admin.login', { ip: input.ip }, lastLoginAt);
  });
  return { ...admin, lastLoginAt };
}
