/**
 * A verified new number belongs to the browser that typed its code, as a verified email does
 * (verified-email.ts, whose HMAC this reuses): sign-in sets a short-lived httpOnly cookie naming
 * the verification, keyed with that code's stored hash; mobile sign-up requires it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { proofMatches, type VerifiedEmailProof, verifiedEmailCookieValue } from './verified-email';

const COOKIE = 'vmobile';

function cookieName(app: FastifyInstance): string {
  return app.deps.config.production ? `__Host-${COOKIE}` : COOKIE;
}

const options = (app: FastifyInstance) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: app.deps.config.production,
});

export function setVerifiedMobileCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  verification: { codeId: number; codeHash: string; mobile: string; maxAgeSeconds: number },
): void {
  const { codeId, codeHash, mobile, maxAgeSeconds } = verification;
  reply.setCookie(cookieName(app), verifiedEmailCookieValue(codeId, codeHash, `mobile:${mobile}`), {
    ...options(app),
    maxAge: maxAgeSeconds,
  });
}

export function clearVerifiedMobileCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(cookieName(app), options(app));
}

export function verifiedMobileProof(
  app: FastifyInstance,
  request: FastifyRequest,
): VerifiedEmailProof | undefined {
  const match = request.cookies?.[cookieName(app)]?.match(/^(\d{1,15})\.([\w-]{43})$/);
  return match ? { codeId: Number(match[1]), mac: match[2]! } : undefined;
}

/** Whether the proof was made for this verification and this number. */
export function mobileProofMatches(
  proof: VerifiedEmailProof,
  verification: { id: number; codeHash: string },
  mobile: string,
): boolean {
  return proofMatches(proof, { ...verification, email: `mobile:${mobile}` });
}
