/**
 * Sign-up (docs/product.md section 4): the email is verified by a mailed code first, then the account is
 * created with that email within 30 minutes. Emails and user names are unique case-insensitively.
 */
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { emailCodes, users } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/accounts';
import { NOTICE_VERSIONS } from '#shared/notice-versions';
import { queueMail } from '../mail/outbox';
import { confirmAge } from '../privacy/ledger';
import { verificationMail } from './account-mails';
import { assertEmailAllowed, assertIpAllowed } from './code-limits';
import { newCode, redeemCode, storeCode } from './email-codes';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './passwords';
import { findUserByEmail, findUserByUserName, uniqueViolation } from './users';
import { proofMatches, type VerifiedEmailProof } from './verified-email';

export const VERIFIED_EMAIL_VALID_MS = 30 * 60 * 1000;

export const REGISTRATION_MESSAGES = {
  emailTaken: 'This email is already registered. Please log in, or reset your password.',
  userNameTaken: 'This user name is already taken. Please choose another.',
  notVerified: MESSAGES.emailNotVerified,
  codeSent: 'A verification code has been sent to your email.',
  verified: 'Your email is verified.',
  registered: 'Your account is ready. Please log in.',
} as const;

/** POST /api/users/get-otp. */
export async function requestVerificationCode(deps: AppDeps, input: { email: string; ip: string }) {
  // The per-IP limit comes first so the 409 below cannot be used to test emails in bulk; the
  // per-email limits come after it, so a registered email always hears that it is registered.
  await assertIpAllowed(deps.counters, input.ip);
  if (await findUserByEmail(deps.db, input.email))
    throw new AppError('conflict', REGISTRATION_MESSAGES.emailTaken, { code: 'email_taken' });
  await assertEmailAllowed(deps.counters, { ...input, purpose: 'verify' });
  const code = await newCode();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email))
      throw new AppError('conflict', REGISTRATION_MESSAGES.emailTaken, { code: 'email_taken' });
    await storeCode(tx, { ...input, purpose: 'verify', now }, code);
    await queueMail(tx, verificationMail(input.email, code.code, deps.config.publicUrl));
  });
}

/**
 * PATCH /api/users/validate-otp: throws with the code's problem, or marks the email verified and
 * returns what the browser's proof is made from (verified-email.ts).
 */
export async function validateVerificationCode(
  db: Db,
  input: { email: string; code: string; now: Date },
): Promise<{ codeId: number; codeHash: string }> {
  const result = await db.transaction((tx) => redeemCode(tx, { ...input, purpose: 'verify' }));
  if (!result.ok) throw new AppError('invalid', result.message, { code: 'invalid_code' });
  return result;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
  confirmAdult?: true;
}

/**
 * POST /api/users/register: creates the account and uses up the email's verification. Everything
 * cheap is checked first (the browser's proof, the password rules, the verification); the
 * password is hashed only for a request that can succeed.
 */
export async function registerShopper(
  db: Db,
  input: Registration,
  proof: VerifiedEmailProof | undefined,
  now: Date,
): Promise<void> {
  if (!proof)
    throw new AppError('invalid', REGISTRATION_MESSAGES.notVerified, { code: 'email_not_verified' });
  assertPasswordAllowed(input.password, input);
  try {
    await db.transaction(async (tx) => {
      const [verification] = await tx
        .select({ id: emailCodes.id, codeHash: emailCodes.codeHash, email: emailCodes.email })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.id, proof.codeId),
            eq(emailCodes.email, input.email.toLowerCase()),
            eq(emailCodes.purpose, 'verify'),
            isNull(emailCodes.consumedAt),
            gte(emailCodes.verifiedAt, new Date(now.getTime() - VERIFIED_EMAIL_VALID_MS)),
          ),
        )
        .limit(1)
        .for('update');
      // Someone who did not type the code in this browser has no proof for this email.
      if (!verification || !proofMatches(proof, verification))
        throw new AppError('invalid', REGISTRATION_MESSAGES.notVerified, { code: 'email_not_verified' });
      if (await findUserByEmail(tx, input.email))
        throw new AppError('conflict', REGISTRATION_MESSAGES.emailTaken, { code: 'email_taken' });
      if (await findUserByUserName(tx, input.userName)) {
        throw new AppError('conflict', REGISTRATION_MESSAGES.userNameTaken, { code: 'user_name_taken' });
      }
      const passwordHash = await hashPassword(input.password);
      const [made] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          userName: input.userName,
          passwordHash,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (input.confirmAdult) await confirmAge(tx, made!.id, NOTICE_VERSIONS.signUp, now);
      await tx.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, verification.id));
    });
  } catch (err) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same 409.
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    throw new AppError(
      'conflict',
      constraint.includes('email') ? REGISTRATION_MESSAGES.emailTaken : REGISTRATION_MESSAGES.userNameTaken,
      { code: constraint.includes('email') ? 'email_taken' : 'user_name_taken' },
    );
  }
}
