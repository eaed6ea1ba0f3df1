/**
 * A contact verified for notify-me belongs to the browser that typed its code, as a verified email
 * does (verified-email.ts, whose HMAC this reuses): the confirmation sets an httpOnly cookie naming
 * the verification, keyed with that code's stored hash, and for a day the browser's further
 * requests with that contact count at once, without a new code for each size
 * (docs/decisions/028-notify-me-and-wishlist.md). Codes are deleted after a day
 * (cleanup-job.ts), which ends the proof too.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client';
import { emailCodes, mobileCodes } from '#server/db/schema';
import type { Contact } from './contact-codes';
import { proofMatches, type VerifiedEmailProof, verifiedEmailCookieValue } from './verified-email';

const COOKIE = 'vcontact';
export const VERIFIED_CONTACT_VALID_MS = 24 * 60 * 60 * 1000;

function cookieName(app: FastifyInstance): string {
  return app.deps.config.production ? `__Host-${COOKIE}` : COOKIE;
}

/** What the HMAC covers: the purpose and the contact, so no other proof can stand in for it. */
const label = (contact: Contact) =>
  'email' in contact ? `notify-me:${contact.email}` : `notify-me:mobile:${contact.mobile}`;

export function setVerifiedContactCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  verification: { codeId: number; codeHash: string; contact: Contact },
): void {
  const { codeId, codeHash, contact } = verification;
  reply.setCookie(cookieName(app), verifiedEmailCookieValue(codeId, codeHash, label(contact)), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.deps.config.production,
    maxAge: VERIFIED_CONTACT_VALID_MS / 1000,
  });
}

function proofOf(app: FastifyInstance, request: FastifyRequest): VerifiedEmailProof | undefined {
  const match = request.cookies?.[cookieName(app)]?.match(/^(\d{1,15})\.([\w-]{43})$/);
  return match ? { codeId: Number(match[1]), mac: match[2]! } : undefined;
}

/** Whether this browser verified this contact with a notify-me code in the last day. */
export async function browserVerifiedContact(
  app: FastifyInstance,
  request: FastifyRequest,
  contact: Contact,
  now: Date,
): Promise<boolean> {
  const proof = proofOf(app, request);
  if (!proof) return false;
  const since = new Date(now.getTime() - VERIFIED_CONTACT_VALID_MS);
  const verification = await notifyMeVerification(app.deps.db, proof.codeId, contact, since);
  return verification !== undefined && proofMatches(proof, { ...verification, email: label(contact) });
}

async function notifyMeVerification(
  db: DbOrTx,
  codeId: number,
  contact: Contact,
  since: Date,
): Promise<{ id: number; codeHash: string } | undefined> {
  const table = 'email' in contact ? emailCodes : mobileCodes;
  const [row] = await db
    .select({ id: table.id, codeHash: table.codeHash })
    .from(table)
    .where(
      and(
        eq(table.id, codeId),
        eq(table.purpose, 'notify-me'),
        'email' in contact ? eq(emailCodes.email, contact.email) : eq(mobileCodes.mobile, contact.mobile),
        gte(table.verifiedAt, since),
      ),
    );
  return row;
}
