/**
 * One-time codes by SMS (docs/decisions/026-messaging.md), the shape of email codes
 * (email-codes.ts): 6 digits from a CSPRNG, stored only as an argon2id hash, valid 10 minutes,
 * single use, voided by 5 wrong tries (the sixth try of a code fails even when right). A new code
 * does not void earlier ones, and a wrong try counts against every live code of the number, so
 * several live codes give no more guesses.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { mobileCodes } from '#server/db/schema';
import { CODE_MESSAGES, CODE_TTL_MS, MAX_LIVE_CODES, MAX_WRONG_TRIES, type NewCode } from './email-codes';
import { verifyPassword } from './passwords';

export type MobileCodePurpose = 'sign-in' | 'change' | 'notify-me';

export async function storeMobileCode(
  tx: DbOrTx,
  request: { mobile: string; purpose: MobileCodePurpose; ip: string; now: Date; userId?: number },
  { codeHash }: NewCode,
): Promise<void> {
  await tx.insert(mobileCodes).values({
    mobile: request.mobile,
    purpose: request.purpose,
    userId: request.userId ?? null,
    codeHash,
    requestIp: request.ip,
    expiresAt: new Date(request.now.getTime() + CODE_TTL_MS),
    createdAt: request.now,
  });
}

export type MobileRedeemResult =
  | { ok: true; codeId: number; codeHash: string }
  | { ok: false; message: string };

/**
 * Checks a code against the number's live codes for the purpose (and, for a change, the account
 * that asked), inside the caller's transaction with the rows locked. A right code is marked
 * verified; failures are returned, not thrown, so the caller commits the counted try.
 */
export async function redeemMobileCode(
  tx: DbOrTx,
  input: { mobile: string; purpose: MobileCodePurpose; code: string; now: Date; userId?: number },
): Promise<MobileRedeemResult> {
  const mine = and(
    eq(mobileCodes.mobile, input.mobile),
    eq(mobileCodes.purpose, input.purpose),
    input.userId === undefined ? undefined : eq(mobileCodes.userId, input.userId),
  );
  const live = await tx
    .select()
    .from(mobileCodes)
    .where(
      and(
        mine,
        isNull(mobileCodes.consumedAt),
        isNull(mobileCodes.verifiedAt),
        gt(mobileCodes.expiresAt, input.now),
        lt(mobileCodes.attempts, MAX_WRONG_TRIES),
      ),
    )
    .orderBy(desc(mobileCodes.createdAt), desc(mobileCodes.id))
    .limit(MAX_LIVE_CODES)
    .for('update');
  if (live.length === 0) {
    const [row] = await tx
      .select()
      .from(mobileCodes)
      .where(mine)
      .orderBy(desc(mobileCodes.createdAt), desc(mobileCodes.id))
      .limit(1);
    if (!row) return { ok: false, message: CODE_MESSAGES.none };
    if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, message: CODE_MESSAGES.voided };
    if (row.verifiedAt || row.consumedAt) return { ok: false, message: CODE_MESSAGES.used };
    return { ok: false, message: CODE_MESSAGES.expired };
  }
  for (const row of live) {
    if (await verifyPassword(row.codeHash, input.code)) {
      await tx.update(mobileCodes).set({ verifiedAt: input.now }).where(eq(mobileCodes.id, row.id));
      return { ok: true, codeId: row.id, codeHash: row.codeHash };
    }
  }
  await tx
    .update(mobileCodes)
    .set({ attempts: sql`${mobileCodes.attempts} + 1` })
    .where(
      inArray(
        mobileCodes.id,
        live.map((row) => row.id),
      ),
    );
  const left = MAX_WRONG_TRIES - (live[0]!.attempts + 1);
  return { ok: false, message: left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.voided };
}

/** A verification made in the last `withinMs`, not yet used, for this number: what sign-up consumes. */
export async function takeVerifiedMobileCode(
  tx: DbOrTx,
  input: { codeId: number; mobile: string; now: Date; withinMs: number },
): Promise<{ id: number; codeHash: string } | undefined> {
  const [row] = await tx
    .select({ id: mobileCodes.id, codeHash: mobileCodes.codeHash, verifiedAt: mobileCodes.verifiedAt })
    .from(mobileCodes)
    .where(
      and(
        eq(mobileCodes.id, input.codeId),
        eq(mobileCodes.mobile, input.mobile),
        eq(mobileCodes.purpose, 'sign-in'),
        isNull(mobileCodes.consumedAt),
      ),
    )
    .for('update');
  if (!row?.verifiedAt || row.verifiedAt.getTime() < input.now.getTime() - input.withinMs) return undefined;
  await tx.update(mobileCodes).set({ consumedAt: input.now }).where(eq(mobileCodes.id, row.id));
  return row;
}

export async function consumeMobileCode(tx: DbOrTx, codeId: number, now: Date): Promise<void> {
  await tx.update(mobileCodes).set({ consumedAt: now }).where(eq(mobileCodes.id, codeId));
}
