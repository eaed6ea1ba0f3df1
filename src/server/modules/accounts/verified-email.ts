/**
 * A verified email belongs to the browser that typed its code (docs/decisions/008-limits.md):
 * validate-otp sets a short-lived httpOnly cookie that register requires. The cookie names the
 * verification and carries an HMAC of it keyed with that code's stored hash, which never leaves
 * the database: no other browser can make one, and every instance can check it with no shared
 * secret to configure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const VERIFIED_EMAIL_COOKIE = 'vmail';

export interface VerifiedEmailProof {
  codeId: number;
  mac: string;
}

function cookieName(app: FastifyInstance): string {
  return app.deps.config.production ? `__Host-${VERIFIED_EMAIL_COOKIE}` : VERIFIED_EMAIL_COOKIE;
}

function macOf(codeHash: string, codeId: number, email: string): string {
  return createHmac('sha256', codeHash).update(`${codeId}:${email.toLowerCase()}`).digest('base64url');
}

/** The cookie's value for one verification. */
export function verifiedEmailCookieValue(codeId: number, codeHash: string, email: string): string {
  return `${codeId}.${macOf(codeHash, codeId, email)}`;
}

export function setVerifiedEmailCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  verification: { codeId: number; codeHash: string; email: string; maxAgeSeconds: number },
): void {
  const { codeId, codeHash, email, maxAgeSeconds } = verification;
  reply.setCookie(cookieName(app), verifiedEmailCookieValue(codeId, codeHash, email), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.deps.config.production,
    maxAge: maxAgeSeconds,
  });
}

export function clearVerifiedEmailCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(cookieName(app), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.deps.config.production,
  });
}

/** The proof the browser sent, if it is well formed. */
export function verifiedEmailProof(
  app: FastifyInstance,
  request: FastifyRequest,
): VerifiedEmailProof | undefined {
  const value = request.cookies?.[cookieName(app)];
  const match = value?.match(/^(\d{1,15})\.([\w-]{43})$/);
  if (!match) return undefined;
  return { codeId: Number(match[1]), mac: match[2]! };
}

/** Whether the proof was made for this verification (its id, its code's hash) and this email. */
export function proofMatches(
  proof: VerifiedEmailProof,
  verification: { id: number; codeHash: string; email: string },
): boolean {
  const expected = Buffer.from(macOf(verification.codeHash, verification.id, verification.email));
  const given = Buffer.from(proof.mac);
  return (
    proof.codeId === verification.id && given.length === expected.length && timingSafeEqual(given, expected)
  );
}
