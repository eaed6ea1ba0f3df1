/**
 * Delivers queued mail. Each run claims a batch of due rows in one statement (FOR UPDATE SKIP
 * LOCKED, so instances sharing PostgreSQL never take the same row), pushing their next attempt a
 * lease into the future; the sending then happens outside any transaction, so a slow mail server
 * never holds a lock or, on PGlite, the whole database. A process that dies mid-send leaves the
 * row to be claimed again once the lease ends. Failures back off exponentially.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { outbox } from '#server/db/schema';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 10;
const LEASE_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, ... up to an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export type OutboxRow = typeof outbox.$inferSelect;

export async function claimDueMail(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lt(outbox.attempts, MAX_ATTEMPTS),
        // Fresh mail is due at once (queueMail stamps it with the database's clock, which may
        // differ from ours); a retry waits for its backoff, measured by our clock.
        or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export interface DeliveryReport {
  sent: number;
  failed: { id: number; error: string }[];
}

/** Sends every due mail once; returns what happened so the job can log failures. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: { now: () => Date; from: string; limit?: number },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: [] };
  const rows = await claimDueMail(db, options.now(), options.limit ?? 20);
  for (const row of rows) {
    try {
      await transport.send({
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
      await db.update(outbox).set({ sentAt: options.now(), lastError: null }).where(eq(outbox.id, row.id));
      report.sent += 1;
    } catch (err) {
      const error = String((err as Error)?.message ?? err).slice(0, 1000);
      const nextAttemptAt = new Date(options.now().getTime() + retryDelayMs(row.attempts));
      await db.update(outbox).set({ lastError: error, nextAttemptAt }).where(eq(outbox.id, row.id));
      report.failed.push({ id: row.id, error });
    }
  }
  return report;
}
