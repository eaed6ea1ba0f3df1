/**
 * Forgot password (docs/product.md section 4): a code is mailed, then the code and a new password replace
 * the old one and sign the account out everywhere. Asking for a code answers the same whether or
 * not the email is registered, so the form cannot be used to find out who shops here.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { revokeAllSessions } from '#server/plugins/sessions';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from './account-mails';
import { assertCodeRequestAllowed } from './code-limits';
import { newCode, redeemCode, storeCode } from './email-codes';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './passwords';
import { findUserByEmail } from './users';

export const RESET_MESSAGES = {
  codeSent: 'If this email is registered, a code has been sent to it.',
  done: 'Your password has been reset. Please log in.',
} as const;

/**
 * POST /api/users/get-reset-otp. An unknown email still gets a stored code (that nobody can
 * read) and counts against the same limits, so time and answers match a registered one.
 */
export async function requestResetCode(deps: AppDeps, input: { email: string; ip: string }): Promise<void> {
  await assertCodeRequestAllowed(deps.counters, { ...input, purpose: 'reset' });
  const code = await newCode();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await storeCode(tx, { ...input, purpose: 'reset', now }, code);
    const user = await findUserByEmail(tx, input.email);
    if (user) await queueMail(tx, passwordResetMail(input.email, code.code, deps.config.publicUrl));
  });
}

/**
 * PATCH /api/users/reset-password. The code is checked before anything is hashed; a password the
 * rules refuse is refused after the code (so the rules cannot be used to learn a user name) and
 * rolls back, leaving the code usable for a better password.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; otp: string; password: string },
  now: Date,
): Promise<void> {
  const result = await db.transaction(async (tx) => {
    const redeemed = await redeemCode(tx, { email: input.email, purpose: 'reset', code: input.otp, now });
    if (!redeemed.ok) return redeemed;
    const user = await findUserByEmail(tx, input.email);
    // Only reachable if the account was removed after the code was mailed.
    if (!user) return { ok: false as const, message: 'Please request a code first.' };
    assertPasswordAllowed(input.password, { userName: user.userName, email: input.email });
    const passwordHash = await hashPassword(input.password);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, 'shopper', user.id);
    return redeemed;
  });
  if (!result.ok) throw new AppError('invalid', result.message, { code: 'invalid_code' });
}
