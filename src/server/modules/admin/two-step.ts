/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238, through `otpauth`) and ten one-time
 * recovery codes (BUSINESS.md section 15; docs/decisions/045-staff-roles.md). The secret is kept
 * sealed with SECRETS_KEY; a code is accepted once (the last accepted time step is kept), and a
 * recovery code once (marked used in the statement that checks it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { DbOrTx } from '#server/db/client';
import { adminRecoveryCodes, admins } from '#server/db/schema';
import { AppError } from '#server/errors';
import { open, seal } from '#server/lib/secret-box';
import { RECOVERY_CODE_COUNT, TWO_STEP_MESSAGES } from '#shared/two-step';
import type { AdminRow } from './admin-accounts';
import { recordAdminEvent } from './audit';

export const TOTP_PERIOD_SECONDS = 30;

export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Oversized',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a code is for, or undefined; one step either side allows for a phone's clock. */
export function matchingStep(totp: TOTP, code: string, now: Date): number | undefined {
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}

const hashCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** 10 random characters from a-z and 2-7 (50 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Starts (or restarts) enrolment: a new secret, kept apart until a code from it is entered. A
 * member moving to a new phone keeps signing in with the old one until then (the route asks them
 * for their password first: two-step-routes.ts).
 */
export async function startEnrolment(db: DbOrTx, member: AdminRow, secretsKey: string) {
  const secret = new Secret({ size: 20 });
  await db
    .update(admins)
    .set({ totpPendingSecret: seal(secretsKey, secret.base32) })
    .where(eq(admins.id, member.id));
  const otpauthUrl = totpFor(secret.base32, member.email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { otpauthUrl, secret: secret.base32, qrSvg };
}

function opened(sealed: string | null, secretsKey: string): string {
  const secret = sealed ? open(secretsKey, sealed) : undefined;
  if (!secret) throw new AppError('conflict', TWO_STEP_MESSAGES.notStarted);
  return secret;
}

/** Accepts a TOTP code once: the step must be later than the last one accepted. */
async function acceptTotp(db: DbOrTx, member: AdminRow, secret: string, code: string, now: Date) {
  const step = /^\d{6}$/.test(code) ? matchingStep(totpFor(secret, member.email), code, now) : undefined;
  if (step === undefined) return false;
  const claimed = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, member.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return claimed.length === 1;
}

/**
 * Confirms enrolment with a first code from the new secret, which then replaces any old one, and
 * returns the recovery codes, shown this once (the old ones stop working).
 */
export async function confirmEnrolment(
  db: DbOrTx,
  member: AdminRow,
  input: { code: string; secretsKey: string; now: Date },
): Promise<string[]> {
  const secret = opened(member.totpPendingSecret, input.secretsKey);
  const step = /^\d{6}$/.test(input.code)
    ? matchingStep(totpFor(secret, member.email), input.code, input.now)
    : undefined;
  if (step === undefined) {
    throw new AppError('invalid', TWO_STEP_MESSAGES.wrongCode, { code: 'invalid_code' });
  }
  return db.transaction(async (tx) => {
    // Only the pending secret the code was checked against is promoted: a set-up started again
    // meanwhile (another tab) leaves this confirmation with nothing to confirm.
    const promoted = await tx
      .update(admins)
      .set({
        totpSecret: member.totpPendingSecret,
        totpPendingSecret: null,
        totpEnrolledAt: input.now,
        totpLastStep: step,
      })
      .where(and(eq(admins.id, member.id), eq(admins.totpPendingSecret, member.totpPendingSecret!)))
      .returning({ id: admins.id });
    if (promoted.length === 0) throw new AppError('conflict', TWO_STEP_MESSAGES.notStarted);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, member.id));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((code) => ({ adminId: member.id, codeHash: hashCode(code) })));
    await recordAdminEvent(tx, member.id, 'two_step.enrolled');
    return codes;
  });
}

/** The second step of sign-in: a current TOTP code, or an unused recovery code. */
export async function verifySecondStep(
  db: DbOrTx,
  member: AdminRow,
  input: { code: string; secretsKey: string; now: Date },
): Promise<boolean> {
  if (!member.totpEnrolledAt) return false;
  const code = input.code.trim();
  if (await acceptTotp(db, member, opened(member.totpSecret, input.secretsKey), code, input.now)) return true;
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, member.id),
        eq(adminRecoveryCodes.codeHash, hashCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  if (used.length === 0) return false;
  await recordAdminEvent(db, member.id, 'two_step.recovery_code_used');
  return true;
}
