/** The outbox as an operator sees it (GET /metrics): mail still to send, and how long the oldest has waited. */
import { count, isNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { MAX_ATTEMPTS } from './sender';

export interface OutboxBacklog {
  /** Unsent mail the sender will still try. */
  pending: number;
  /** Unsent mail the sender gave up on after MAX_ATTEMPTS. */
  givenUp: number;
  /** Seconds since the oldest pending mail was queued; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** One aggregate over unsent rows only (the outbox_due partial index), cheap at scrape time. */
export async function outboxBacklog(db: DbOrTx, now: Date): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      unsent: count(),
      pending: count(sql`case when ${outbox.attempts} < ${MAX_ATTEMPTS} then 1 end`),
      oldest: min(sql<Date>`case when ${outbox.attempts} < ${MAX_ATTEMPTS} then ${outbox.createdAt} end`),
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  const unsent = Number(row?.unsent ?? 0);
  const pending = Number(row?.pending ?? 0);
  const oldest = row?.oldest ? new Date(row.oldest) : undefined;
  return {
    pending,
    givenUp: unsent - pending,
    oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
