/**
 * Restore links (BUSINESS.md section 13): a random token per reminder, kept only as its SHA-256,
 * that opens one sequence's cart and nothing else; it works until the sequence ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { recoveryLinks, recoverySequences } from '#server/db/schema';

export const RESTORE_PATH = '/cart/restore';
/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a link for the sequence's cart; answers its full address. */
export async function newRestoreLink(db: DbOrTx, sequenceId: number, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(recoveryLinks).values({ tokenHash: hashOf(token), sequenceId });
  return `${publicUrl.replace(/\/+$/, '')}${RESTORE_PATH}/${token}`;
}

export type SequenceRow = typeof recoverySequences.$inferSelect;

/** The sequence a token opens; undefined for a malformed or unknown token. */
export async function sequenceOfToken(db: DbOrTx, token: string): Promise<SequenceRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ sequence: recoverySequences })
    .from(recoveryLinks)
    .innerJoin(recoverySequences, eq(recoverySequences.id, recoveryLinks.sequenceId))
    .where(eq(recoveryLinks.tokenHash, hashOf(token)));
  return row?.sequence;
}
