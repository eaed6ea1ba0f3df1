/**
 * Passkeys (WebAuthn) as another way of the staff's second step (BUSINESS.md section 15;
 * docs/decisions/045-staff-roles.md), through @simplewebauthn/server. Challenges live in
 * admin_passkey_challenges, one per member and purpose, five minutes, and are deleted by the
 * statement that checks them, so an answer is accepted once. The relying party is the shop's
 * configured public address: its host name is the rpID, its origin the only one accepted.
 */
import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client';
import { adminPasskeyChallenges, adminPasskeys, type admins } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  type authenticationResponseSchema,
  PASSKEY_MESSAGES,
  type PasskeyJson,
  type registrationResponseSchema,
} from '#shared/passkeys';
import { recordAdminEvent } from './audit';

export const CHALLENGE_MS = 5 * 60 * 1000;
type Purpose = 'register' | 'sign_in';
type PasskeyRow = typeof adminPasskeys.$inferSelect;
/** admin-accounts.ts's AdminRow, named here as that file asks this one whether a passkey exists. */
type AdminRow = typeof admins.$inferSelect;

/** The relying party: the shop's public address (config.publicUrl), read per request. */
export interface RelyingParty {
  publicUrl: string;
}
const rpIdOf = (rp: RelyingParty) => new URL(rp.publicUrl).hostname;
const originOf = (rp: RelyingParty) => new URL(rp.publicUrl).origin;

/** A stable user handle that names nobody: authenticators key resident passkeys on it. */
const userHandleOf = (adminId: number) =>
  new Uint8Array(createHash('sha256').update(`oversized-admin:${adminId}`).digest());

export async function passkeysOf(db: DbOrTx, adminId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.id));
}

export async function hasPasskey(db: DbOrTx, adminId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adminPasskeys.id })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .limit(1);
  return row !== undefined;
}

export const toPasskeyJson = (row: PasskeyRow): PasskeyJson => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Keeps the member's new challenge for this purpose, replacing any earlier one. */
async function keepChallenge(db: DbOrTx, adminId: number, purpose: Purpose, challenge: string, now: Date) {
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  await db
    .insert(adminPasskeyChallenges)
    .values({ adminId, purpose, challenge, expiresAt })
    .onConflictDoUpdate({
      target: [adminPasskeyChallenges.adminId, adminPasskeyChallenges.purpose],
      set: { challenge, expiresAt },
    });
}

/** A database failure while claiming a challenge: passed on as it is, not read as a wrong answer. */
class ClaimFailed extends Error {}

/** The library's verdict; its refusals (it throws on any mismatch) read as undefined. */
async function libraryVerdict<T>(verify: Promise<T>): Promise<T | undefined> {
  try {
    return await verify;
  } catch (err) {
    if (err instanceof ClaimFailed) throw err.cause;
    return undefined;
  }
}

/** True once for the challenge that was issued and has not expired; it is gone afterwards. */
function claimChallenge(db: DbOrTx, adminId: number, purpose: Purpose, now: Date) {
  return async (challenge: string) => {
    const claimed = await db
      .delete(adminPasskeyChallenges)
      .where(
        and(
          eq(adminPasskeyChallenges.adminId, adminId),
          eq(adminPasskeyChallenges.purpose, purpose),
          eq(adminPasskeyChallenges.challenge, challenge),
          gt(adminPasskeyChallenges.expiresAt, now),
        ),
      )
      .returning({ adminId: adminPasskeyChallenges.adminId })
      .catch((cause: unknown) => {
        throw new ClaimFailed('claiming a passkey challenge failed', { cause });
      });
    return claimed.length === 1;
  };
}

/** The options for `navigator.credentials.create`, the member's passkeys excluded. */
export async function registrationOptions(db: DbOrTx, member: AdminRow, rp: RelyingParty, now: Date) {
  const existing = await passkeysOf(db, member.id);
  const options = await generateRegistrationOptions({
    rpName: 'Oversized Admin',
    rpID: rpIdOf(rp),
    userName: member.email,
    userID: userHandleOf(member.id),
    userDisplayName: [member.firstName, member.lastName].join(' ').trim() || member.userName,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    // A second step after the password: the authenticator's presence is the factor.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(db, member.id, 'register', options.challenge, now);
  return { ...options };
}

/** Checks the authenticator's answer to the member's registration challenge and keeps the passkey. */
export async function addPasskey(
  db: DbOrTx,
  member: AdminRow,
  input: { name: string; response: z.infer<typeof registrationResponseSchema>; rp: RelyingParty; now: Date },
): Promise<PasskeyJson> {
  const verified = await libraryVerdict(
    verifyRegistrationResponse({
      response: input.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: claimChallenge(db, member.id, 'register', input.now),
      expectedOrigin: originOf(input.rp),
      expectedRPID: rpIdOf(input.rp),
      requireUserVerification: false,
    }),
  );
  if (!verified?.verified) throw new AppError('invalid', PASSKEY_MESSAGES.notAccepted);
  const { credential } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminPasskeys)
      .values({
        adminId: member.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', PASSKEY_MESSAGES.alreadyAdded);
    await recordAdminEvent(tx, member.id, 'passkey.added', { passkeyId: row.id, name: row.name }, input.now);
    return toPasskeyJson(row);
  });
}

/** Removes one of the member's own passkeys; another member's reads as not found. */
export async function removePasskey(db: DbOrTx, member: AdminRow, passkeyId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(adminPasskeys)
      .where(and(eq(adminPasskeys.id, passkeyId), eq(adminPasskeys.adminId, member.id)))
      .returning();
    if (!row) throw new AppError('not_found', PASSKEY_MESSAGES.notFound);
    await recordAdminEvent(tx, member.id, 'passkey.removed', { passkeyId: row.id, name: row.name }, now);
  });
}

/** The options for `navigator.credentials.get`, limited to the member's own passkeys. */
export async function signInOptions(db: DbOrTx, member: AdminRow, rp: RelyingParty, now: Date) {
  const existing = await passkeysOf(db, member.id);
  if (existing.length === 0) throw new AppError('conflict', PASSKEY_MESSAGES.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(rp),
    allowCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    userVerification: 'preferred',
  });
  await keepChallenge(db, member.id, 'sign_in', options.challenge, now);
  return { ...options };
}

/**
 * The second step by passkey: the answer must be to this member's outstanding challenge, from
 * one of their own passkeys, signed by its key, with a counter that grew (or an authenticator
 * that keeps none). False for any failure, which the caller counts like a wrong code.
 */
export async function verifyPasskeySignIn(
  db: DbOrTx,
  member: AdminRow,
  input: { response: z.infer<typeof authenticationResponseSchema>; rp: RelyingParty; now: Date },
): Promise<boolean> {
  const [passkey] = await db
    .select()
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.adminId, member.id), eq(adminPasskeys.credentialId, input.response.id)));
  if (!passkey) return false;
  const verified = await libraryVerdict(
    verifyAuthenticationResponse({
      response: input.response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: claimChallenge(db, member.id, 'sign_in', input.now),
      expectedOrigin: originOf(input.rp),
      expectedRPID: rpIdOf(input.rp),
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    }),
  );
  if (!verified?.verified) return false;
  const next = verified.authenticationInfo.newCounter;
  // Checked again in the statement that writes it, so two answers racing cannot both pass.
  const stored = await db
    .update(adminPasskeys)
    .set({ signCount: next, lastUsedAt: input.now })
    .where(
      and(
        eq(adminPasskeys.id, passkey.id),
        next === 0 ? eq(adminPasskeys.signCount, 0) : lt(adminPasskeys.signCount, next),
      ),
    )
    .returning({ id: adminPasskeys.id });
  return stored.length === 1;
}
