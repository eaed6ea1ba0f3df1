/**
 * The member's password asked again before a change that could turn their two-step sign-in off or
 * move it elsewhere (a new phone, removing a passkey): an open session alone, on a shared screen or
 * stolen, must not be enough (docs/decisions/045-staff-roles.md). Tries count with the member's
 * sign-in tries, so the password cannot be guessed here instead of at the sign-in.
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { TWO_STEP_MESSAGES } from '#shared/two-step';
import { clearLoginFailures, countLoginTry, type LoginAttempt } from '../accounts/login-throttle';
import { verifyPassword } from '../accounts/passwords';
import type { AdminRow } from './admin-accounts';

export async function confirmPasswordAgain(
  deps: Pick<AppDeps, 'counters'>,
  member: AdminRow,
  given: { password: string | undefined; ip: string; asked: string },
): Promise<void> {
  if (!given.password) throw new AppError('forbidden', given.asked, { code: 'password_needed' });
  const attempt: LoginAttempt = { scope: 'admin', account: `id:${member.id}`, ip: given.ip };
  await countLoginTry(deps.counters, attempt);
  if (!(await verifyPassword(member.passwordHash, given.password))) {
    throw new AppError('forbidden', TWO_STEP_MESSAGES.wrongPassword, { code: 'password_needed' });
  }
  await clearLoginFailures(deps.counters, attempt);
}
