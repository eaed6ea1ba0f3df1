/**
 * Delivers queued messages on every channel (docs/decisions/026-messaging.md). Each run claims a
 * batch of due rows in one statement (FOR UPDATE SKIP LOCKED, so instances sharing PostgreSQL
 * never take the same row), pushing their next attempt a lease into the future; the sending then
 * happens outside any transaction, so a slow provider never holds a lock or, on PGlite, the whole
 * database. Failures back off exponentially.
 *
 * Just before each send the row records the attempt (status `sending`, attempt_started_at). A
 * process that dies after that point leaves the send in doubt: once the lease ends, a channel
 * whose provider drops a repeated reference sends it again, and any other marks it sent without
 * repeating it, so no shopper ever gets a message twice. A process that dies before it simply
 * leaves the row to be claimed again.
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { type Channel, type ChannelSender, PermanentSendError } from './channels';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 10;
const LEASE_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;
export const IN_DOUBT_NOTE = 'interrupted while sending; taken as sent rather than risk sending it twice';

/** 30 s, 1 min, 2 min, ... up to an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export type OutboxRow = typeof outbox.$inferSelect;

export interface Senders {
  email?: MailTransport;
  sms?: ChannelSender;
  whatsapp?: ChannelSender;
}

export async function claimDue(
  db: Db,
  now: Date,
  limit: number,
  channels: readonly Channel[] = ['email'],
): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.status, ['queued', 'sending']),
        inArray(outbox.channel, [...channels]),
        lt(outbox.attempts, MAX_ATTEMPTS),
        // A fresh message is due at once (queueing stamps it with the database's clock, which may
        // differ from ours); a retry or an expired lease waits, measured by our clock.
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

/** The mail-only claim the mail tests and tools use. */
export const claimDueMail = (db: Db, now: Date, limit: number) => claimDue(db, now, limit, ['email']);

export interface DeliveryReport {
  sent: number;
  failed: { id: number; error: string }[];
}

function channelsOf(senders: Senders): Channel[] {
  return (['email', 'sms', 'whatsapp'] as const).filter((channel) => senders[channel] !== undefined);
}

/** Sends every due message once; returns what happened so the job can log failures. */
export async function deliverDueMessages(
  db: Db,
  senders: Senders,
  options: { now: () => Date; from: string; limit?: number },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: [] };
  const rows = await claimDue(db, options.now(), options.limit ?? 20, channelsOf(senders));
  for (const row of rows) {
    const inDoubt = row.status === 'sending' && row.attemptStartedAt !== null;
    const repeatable = row.channel === 'email' ? false : (senders[row.channel]?.idempotent ?? false);
    if (inDoubt && !repeatable) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: options.now(), lastError: IN_DOUBT_NOTE })
        .where(eq(outbox.id, row.id));
      report.sent += 1;
      continue;
    }
    await db
      .update(outbox)
      .set({ status: 'sending', attemptStartedAt: options.now() })
      .where(eq(outbox.id, row.id));
    try {
      const receipt = await sendOne(row, senders, options.from);
      const now = options.now();
      await db
        .update(outbox)
        .set({
          status: receipt.delivered ? 'delivered' : 'sent',
          sentAt: now,
          deliveredAt: receipt.delivered ? now : null,
          providerMessageId: receipt.providerMessageId ?? null,
          lastError: null,
        })
        .where(eq(outbox.id, row.id));
      report.sent += 1;
    } catch (err) {
      const error = String((err as Error)?.message ?? err).slice(0, 1000);
      const giveUp = err instanceof PermanentSendError || row.attempts >= MAX_ATTEMPTS;
      if (giveUp) {
        await failMessage(db, row, error, options.now());
      } else {
        const nextAttemptAt = new Date(options.now().getTime() + retryDelayMs(row.attempts));
        await db
          .update(outbox)
          .set({ status: 'queued', attemptStartedAt: null, lastError: error, nextAttemptAt })
          .where(eq(outbox.id, row.id));
      }
      report.failed.push({ id: row.id, error });
    }
  }
  return report;
}

/** Mail only, with one transport (the mail tests' entry point). */
export function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: { now: () => Date; from: string; limit?: number },
): Promise<DeliveryReport> {
  return deliverDueMessages(db, { email: transport }, options);
}

async function sendOne(row: OutboxRow, senders: Senders, from: string) {
  if (row.channel === 'email') {
    await senders.email!.send({
      from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
    return {};
  }
  const sender = senders[row.channel];
  if (!sender) throw new Error(`no ${row.channel} provider`);
  return sender.send({
    to: row.toAddress,
    template: row.template ?? row.subject,
    params: row.params,
    text: row.textBody,
    reference: `outbox-${row.id}`,
  });
}

/**
 * Marks a message failed for good and, when it has a fallback channel (WhatsApp -> SMS), queues
 * the same message there, once: the fallback row shares the message key.
 */
export async function failMessage(db: DbOrTx, row: OutboxRow, error: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ status: 'failed', failedAt: now, lastError: error })
      .where(eq(outbox.id, row.id));
    if (!row.fallbackChannel) return;
    await tx
      .insert(outbox)
      .values({
        channel: row.fallbackChannel,
        toAddress: row.toAddress,
        subject: row.subject,
        textBody: row.textBody,
        htmlBody: '',
        template: row.template,
        params: row.params,
        messageKey: row.messageKey ?? `outbox-${row.id}`,
        orderId: row.orderId,
      })
      .onConflictDoNothing();
  });
}
