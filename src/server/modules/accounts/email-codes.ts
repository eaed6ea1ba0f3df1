/**
 * One-time email codes (docs/architecture.md section 8): 6 digits from a CSPRNG, stored only as an argon2id
 * hash, valid 10 minutes, single use, voided by 5 wrong tries. A new code replaces the previous
 * one. The request limits live in code-limits.ts.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { emailCodes } from '#server/db/schema';
import { OTP_LENGTH } from '#shared/constants';
import { hashPassword, verifyPassword } from './passwords';

export type CodePurpose = 'verify' | 'reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export const CODE_MESSAGES = {
  none: 'Please request a code first.',
  used: 'This code has already been used. Please request a new one.',
  expired: 'This code has expired. Please request a new one.',
  voided: 'Too many wrong tries. Please request a new code.',
  wrong: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
} as const;

/** A uniformly random code with leading zeros kept, e.g. "004217". */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export interface CodeRequest {
  email: string;
  purpose: CodePurpose;
  ip: string;
  now: Date;
}

export interface NewCode {
  code: string;
  codeHash: string;
}

/** Makes a code and its hash; done before a transaction opens, as hashing takes a while. */
export async function newCode(): Promise<NewCode> {
  const code = generateCode();
  return { code, codeHash: await hashPassword(code) };
}

/** Stores a fresh code for the email, voiding any earlier unused one. */
export async function storeCode(tx: DbOrTx, request: CodeRequest, { codeHash }: NewCode): Promise<void> {
  const email = request.email.toLowerCase();
  await tx
    .update(emailCodes)
    .set({ consumedAt: request.now })
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, request.purpose),
        isNull(emailCodes.consumedAt),
        isNull(emailCodes.verifiedAt),
      ),
    );
  await tx.insert(emailCodes).values({
    email,
    purpose: request.purpose,
    codeHash,
    requestIp: request.ip,
    expiresAt: new Date(request.now.getTime() + CODE_TTL_MS),
    createdAt: request.now,
  });
}

export type RedeemResult = { ok: true; codeId: number } | { ok: false; message: string };

/**
 * Checks a code against the latest one issued for the email and purpose, inside the caller's
 * transaction (the row is locked, so two tries cannot both count as the last allowed one). A
 * right code is marked used at once: `verify` codes get verified_at (registration consumes them
 * later), `reset` codes get consumed_at. A wrong try is counted; the caller must commit that even
 * though it reports a failure, so failures are returned, not thrown.
 */
export async function redeemCode(
  tx: DbOrTx,
  input: { email: string; purpose: CodePurpose; code: string; now: Date },
): Promise<RedeemResult> {
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, input.email.toLowerCase()), eq(emailCodes.purpose, input.purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, message: CODE_MESSAGES.none };
  if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, message: CODE_MESSAGES.voided };
  if (row.verifiedAt || row.consumedAt) return { ok: false, message: CODE_MESSAGES.used };
  if (row.expiresAt <= input.now) return { ok: false, message: CODE_MESSAGES.expired };

  if (!(await verifyPassword(row.codeHash, input.code))) {
    const attempts = row.attempts + 1;
    await tx.update(emailCodes).set({ attempts }).where(eq(emailCodes.id, row.id));
    const left = MAX_WRONG_TRIES - attempts;
    return { ok: false, message: left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.voided };
  }
  const mark = input.purpose === 'verify' ? { verifiedAt: input.now } : { consumedAt: input.now };
  await tx.update(emailCodes).set(mark).where(eq(emailCodes.id, row.id));
  return { ok: true, codeId: row.id };
}
