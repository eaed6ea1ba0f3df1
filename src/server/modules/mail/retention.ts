/**
 * Marketing messages kept only while their purpose lasts (BUSINESS.md section 14; docs/decisions/
 * 038): a reminder or an offer has done its work once sent or refused, so it is deleted some days
 * later (kept that long to answer a complaint about it). Messages an order or account needs stay
 * with them. The caller names the purposes, so this module names no privacy code.
 */
import { and, inArray, lt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';

export async function pruneFinishedMessages(
  db: DbOrTx,
  purposes: readonly string[],
  queuedBefore: Date,
): Promise<number> {
  if (purposes.length === 0) return 0;
  const gone = await db
    .delete(outbox)
    .where(
      and(
        inArray(outbox.purpose, [...purposes]),
        notInArray(outbox.status, ['queued', 'sending']),
        lt(outbox.createdAt, queuedBefore),
      ),
    )
    .returning({ id: outbox.id });
  return gone.length;
}
