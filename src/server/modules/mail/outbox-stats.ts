/** The outbox as an operator sees it (GET /metrics): messages still to send, and how long the oldest has waited. */
import { count, inArray, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';

export interface OutboxBacklog {
  /** Unsent messages the sender will still try. */
  pending: number;
  /** Messages the sender gave up on (after MAX_ATTEMPTS, or refused for good). */
  givenUp: number;
  /** Seconds since the oldest pending message was queued; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** One aggregate over unsent rows only (the outbox_due partial index), cheap at scrape time. */
export async function outboxBacklog(db: DbOrTx, now: Date): Promise<OutboxBacklog> {
  const pendingRow = sql`${outbox.status} in ('queued', 'sending')`;
  const [row] = await db
    .select({
      pending: count(sql`case when ${pendingRow} then 1 end`),
      givenUp: count(sql`case when ${outbox.status} = 'failed' then 1 end`),
      oldest: min(sql<Date>`case when ${pendingRow} then ${outbox.createdAt} end`),
    })
    .from(outbox)
    .where(inArray(outbox.status, ['queued', 'sending', 'failed']));
  const oldest = row?.oldest ? new Date(row.oldest) : undefined;
  return {
    pending: Number(row?.pending ?? 0),
    givenUp: Number(row?.givenUp ?? 0),
    oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
