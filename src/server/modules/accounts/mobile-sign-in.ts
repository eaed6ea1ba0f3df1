/**
 * Signing in and up with a mobile number (docs/product.md section 21). One code serves both: the
 * request never looks the number up, so its answer and its time are the same for a known number
 * and an unknown one. The right code signs a known number in; for a new number it proves the
 * number in this browser (verified-mobile.ts) and sign-up asks only for a name.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { MOBILE_MESSAGES } from '#shared/mobile-accounts';
import { queueMessage } from '../mail/outbox';
import { templateText } from '../messaging/templates';
import { newCode } from './email-codes';
import { assertMobileCodeAllowed } from './mobile-code-limits';
import {
  consumeMobileCode,
  type MobileCodePurpose,
  redeemMobileCode,
  storeMobileCode,
  takeVerifiedMobileCode,
} from './mobile-codes';
import { hashPassword } from './passwords';
import { findUserByUserName, type UserRow, uniqueViolation } from './users';

export const VERIFIED_MOBILE_VALID_MS = 30 * 60 * 1000;

/**
 * Counts the request against every cap, then stores a code and queues its SMS in one transaction.
 * The number is looked up for every request, known or not, so the answer's time tells nothing; a
 * number with an account is never refused by the caps strangers can spend (mobile-code-limits.ts).
 */
export async function sendMobileCode(
  deps: AppDeps,
  input: { mobile: string; ip: string; purpose: MobileCodePurpose; userId?: number },
): Promise<void> {
  const hasAccount = async () => (await findUserByMobile(deps.db, input.mobile)) !== undefined;
  await assertMobileCodeAllowed(
    deps.counters,
    { ...input, hasAccount, notifyMe: input.purpose === 'notify-me' },
    deps.config.smsCodeCaps,
  );
  const code = await newCode();
  const now = deps.clock();
  const template = input.purpose === 'notify-me' ? 'notify_me_code' : 'sign_in_code';
  await deps.db.transaction(async (tx) => {
    await storeMobileCode(tx, { ...input, now }, code);
    await queueMessage(tx, {
      channel: 'sms',
      to: input.mobile,
      template,
      params: [code.code],
      text: templateText(template, [code.code]),
    });
  });
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

export type SignInOutcome =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'new-number'; codeId: number; codeHash: string };

/** POST /api/users/mobile/sign-in: the code's problem as a 400, or who signed in, or a new number's proof. */
export async function signInWithMobile(
  deps: AppDeps,
  input: { mobile: string; code: string },
): Promise<SignInOutcome> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const redeemed = await redeemMobileCode(tx, { ...input, purpose: 'sign-in', now });
    if (!redeemed.ok) return redeemed;
    const [user] = await tx.select().from(users).where(eq(users.mobile, input.mobile)).for('update');
    if (!user) return { ok: true as const, outcome: { kind: 'new-number' as const, ...redeemed } };
    await consumeMobileCode(tx, redeemed.codeId, now);
    const [signedIn] = await tx
      .update(users)
      .set({ lastLoginAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return { ok: true as const, outcome: { kind: 'signed-in' as const, user: signedIn! } };
  });
  if (!outcome.ok) throw new AppError('invalid', outcome.message, { code: 'invalid_code' });
  return outcome.outcome;
}

/** A user name nobody has: "m" and the number, with a few random digits if that is taken. */
async function freeUserName(db: DbOrTx, mobile: string): Promise<string> {
  const plain = `m${mobile}`;
  if (!(await findUserByUserName(db, plain))) return plain;
  return `${plain}-${randomBytes(3).toString('hex')}`;
}

/**
 * POST /api/users/mobile/register: makes the account for a number this browser verified in the
 * last 30 minutes. It has no password (a random one nobody knows) until the shopper adds an email.
 */
export async function registerWithMobile(
  deps: AppDeps,
  input: { mobile: string; firstName: string; lastName: string },
  proofCodeId: number | undefined,
  proofMatches: (verification: { id: number; codeHash: string }) => boolean,
): Promise<UserRow> {
  const notVerified = () =>
    new AppError('invalid', MOBILE_MESSAGES.notVerified, { code: 'mobile_not_verified' });
  if (proofCodeId === undefined) throw notVerified();
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      // The proof is checked before anything is hashed: a forged proof costs one indexed read, not
      // an argon2 hash (docs/decisions/008-limits.md, "Register and reset").
      const verification = await takeVerifiedMobileCode(tx, {
        codeId: proofCodeId,
        mobile: input.mobile,
        now,
        withinMs: VERIFIED_MOBILE_VALID_MS,
      });
      if (!verification || !proofMatches(verification)) throw notVerified();
      const userName = await freeUserName(tx, input.mobile);
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const [user] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          userName,
          email: null,
          mobile: input.mobile,
          passwordHash,
          lastLoginAt: now,
          createdAt: now,
        })
        .returning();
      return user!;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    throw new AppError('conflict', MOBILE_MESSAGES.mobileTaken, { code: 'mobile_taken' });
  }
}
