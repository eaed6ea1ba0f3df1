/**
 * A signed-in shopper adds or changes their mobile number or email (docs/product.md section 19):
 * a code goes to the new one, and only its right code saves it. Each stays unique: a number or
 * email another account holds is refused when the code is typed, not when it is asked for, so
 * the request tells nobody whose number it is.
 */
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { MOBILE_MESSAGES } from '#shared/mobile-accounts';
import { queueMail } from '../mail/outbox';
import { emailChangeMail } from './account-mails';
import { assertCodeRequestAllowed } from './code-limits';
import { newCode, redeemCode, storeCode } from './email-codes';
import { consumeMobileCode, redeemMobileCode } from './mobile-codes';
import { sendMobileCode } from './mobile-sign-in';
import { type UserRow, uniqueViolation } from './users';

export function requestMobileChange(deps: AppDeps, input: { userId: number; mobile: string; ip: string }) {
  return sendMobileCode(deps, { ...input, purpose: 'change' });
}

async function saving<T>(work: () => Promise<T>, taken: AppError): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw taken;
    throw err;
  }
}

export async function confirmMobileChange(
  deps: AppDeps,
  input: { userId: number; mobile: string; code: string },
): Promise<UserRow> {
  const now = deps.clock();
  const taken = new AppError('conflict', MOBILE_MESSAGES.mobileTaken, { code: 'mobile_taken' });
  const result = await saving(
    () =>
      deps.db.transaction(async (tx) => {
        const redeemed = await redeemMobileCode(tx, { ...input, purpose: 'change', now });
        if (!redeemed.ok) return redeemed;
        await consumeMobileCode(tx, redeemed.codeId, now);
        const [user] = await tx
          .update(users)
          .set({ mobile: input.mobile })
          .where(eq(users.id, input.userId))
          .returning();
        return { ok: true as const, user: user! };
      }),
    taken,
  );
  if (!result.ok) throw new AppError('invalid', result.message, { code: 'invalid_code' });
  return result.user;
}

export async function requestEmailChange(deps: AppDeps, input: { email: string; ip: string }): Promise<void> {
  await assertCodeRequestAllowed(deps.counters, { ...input, purpose: 'change' });
  const code = await newCode();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await storeCode(tx, { ...input, purpose: 'change', now }, code);
    await queueMail(tx, emailChangeMail(input.email, code.code, deps.config.publicUrl));
  });
}

export async function confirmEmailChange(
  deps: AppDeps,
  input: { userId: number; email: string; code: string },
): Promise<UserRow> {
  const now = deps.clock();
  const taken = new AppError('conflict', MOBILE_MESSAGES.emailTaken, { code: 'email_taken' });
  const result = await saving(
    () =>
      deps.db.transaction(async (tx) => {
        const redeemed = await redeemCode(tx, {
          email: input.email,
          purpose: 'change',
          code: input.code,
          now,
        });
        if (!redeemed.ok) return redeemed;
        const [user] = await tx
          .update(users)
          .set({ email: input.email })
          .where(eq(users.id, input.userId))
          .returning();
        return { ok: true as const, user: user! };
      }),
    taken,
  );
  if (!result.ok) throw new AppError('invalid', result.message, { code: 'invalid_code' });
  return result.user;
}
