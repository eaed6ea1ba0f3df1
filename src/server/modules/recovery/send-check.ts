/**
 * The outbox's last check before a cart reminder goes out (mail/sender-job.ts): its sequence is
 * still live, no order was placed and the cart is not empty since, and the channel it was queued
 * on may still be used (consent, STOP, opt-out, age). A reminder refused here is marked failed.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { recoverySequences } from '#server/db/schema';
import { channelStillAllowed } from './reach';
import { endSequence, stopReason } from './run-sequences';

export { REMINDER_PURPOSE } from './reminder-message';

export async function reminderStillWanted(
  db: DbOrTx,
  row: { channel: string; toAddress: string; accountId: number | null },
  now: Date,
): Promise<boolean> {
  if (row.accountId === null) return false;
  const [sequence] = await db
    .select()
    .from(recoverySequences)
    .where(and(eq(recoverySequences.accountId, row.accountId), isNull(recoverySequences.endedAt)))
    .orderBy(desc(recoverySequences.id))
    .limit(1);
  if (!sequence) return false;
  const stop = await stopReason(db, sequence);
  if (stop) {
    await endSequence(db, sequence.id, stop, now);
    return false;
  }
  return channelStillAllowed(db, { ...row, accountId: row.accountId });
}
