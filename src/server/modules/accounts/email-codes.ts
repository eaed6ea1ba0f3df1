/**
 * One-time email codes (docs/architecture.md section 8): 6 digits from a CSPRNG, stored only as an argon2id
 * hash, valid 10 minutes, single use, voided by 5 wrong tries. A new code does not void earlier
 * ones: the code its owner is typing stays good even if someone else asked for another
 * (docs/decisions/008-limits.md). The request limits live in code-limits.ts.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { emailCodes } from '#server/db/schema';
import { OTP_LENGTH } from '#shared/constants';
import { hashPassword, verifyPassword } from './passwords';

export type CodePurpose = 'verify' | 'reset' | 'change' | 'notify-me';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
/**
 * The most codes live at once for one email and purpose: code-limits.ts allows 3 per 10 minutes
 * and a code lives 10 minutes, so two windows' worth. Each is checked on a try, newest first.
 */
export const MAX_LIVE_CODES = 6;

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

/** Stores a fresh code for the email; earlier unused ones stay valid until they expire. */
export async function storeCode(tx: DbOrTx, request: CodeRequest, { codeHash }: NewCode): Promise<void> {
  await tx.insert(emailCodes).values({
    email: request.email.toLowerCase(),
    purpose: request.purpose,
    codeHash,
    requestIp: request.ip,
    expiresAt: new Date(request.now.getTime() + CODE_TTL_MS),
    createdAt: request.now,
  });
}

export type RedeemResult = { ok: true; codeId: number; codeHash: string } | { ok: false; message: string };

/**
 * Checks a code against the live codes issued for the email and purpose (unused, unexpired, not
 * voided), inside the caller's transaction (the rows are locked, so two tries cannot both count
 * as the last allowed one). A right code is marked used at once: `verify` and `notify-me` codes
 * get verified_at (registration consumes them later), the others consumed_at. A wrong try counts against
 * every live code, so several live codes give no more guesses; the caller must commit that even
 * though it reports a failure, so failures are returned, not thrown.
 */
export async function redeemCode(
  tx: DbOrTx,
  input: { email: string; purpose: CodePurpose; code: string; now: Date },
): Promise<RedeemResult> {
  const email = input.email.toLowerCase();
  const live = await tx
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, input.purpose),
        isNull(emailCodes.consumedAt),
        isNull(emailCodes.verifiedAt),
        gt(emailCodes.expiresAt, input.now),
        lt(emailCodes.attempts, MAX_WRONG_TRIES),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(MAX_LIVE_CODES)
    .for('update');
  if (live.length === 0) return { ok: false, message: await whyNoLiveCode(tx, { ...input, email }) };

  for (const row of live) {
    if (await verifyPassword(row.codeHash, input.code)) {
      // A verification stays on record as verified: sign-up consumes it later, and notify-me's
      // browser proof is keyed with it (notify-me/contact-proof.ts).
      const verifies = input.purpose === 'verify' || input.purpose === 'notify-me';
      const mark = verifies ? { verifiedAt: input.now } : { consumedAt: input.now };
      await tx.update(emailCodes).set(mark).where(eq(emailCodes.id, row.id));
      return { ok: true, codeId: row.id, codeHash: row.codeHash };
    }
  }
  const ids = live.map((row) => row.id);
  await tx
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(inArray(emailCodes.id, ids));
  const left = MAX_WRONG_TRIES - (live[0]!.attempts + 1);
  return { ok: false, message: left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.voided };
}

/** The newest code's problem, in the words a shopper understands. */
async function whyNoLiveCode(
  tx: DbOrTx,
  input: { email: string; purpose: CodePurpose; now: Date },
): Promise<string> {
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, input.email), eq(emailCodes.purpose, input.purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!row) return CODE_MESSAGES.none;
  if (row.attempts >= MAX_WRONG_TRIES) return CODE_MESSAGES.voided;
  if (row.verifiedAt || row.consumedAt) return CODE_MESSAGES.used;
  return CODE_MESSAGES.expired;
}
