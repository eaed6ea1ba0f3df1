/**
 * Delivers queued messages on every channel (docs/decisions/026-messaging.md). Each run claims a
 * batch of due rows in one statement (FOR UPDATE SKIP LOCKED, so instances sharing PostgreSQL
 * never take the same row), pushing their next attempt a lease into the future; the sending then
 * happens outside any transaction, so a slow provider never holds a lock or, on PGlite, the whole
 * database. Failures back off exponentially.
 *
 * A message is never lost (BUSINESS.md section 9). Just before each send the row records the
 * attempt (status `sending`); a process that dies mid-send leaves it so, and once the lease ends
 * the next claim sends it again under the same identity: the same Message-ID for mail (from the
 * row, see messageIdOf), the same reference for SMS and WhatsApp. A recipient may then, rarely,
 * get a message twice; none goes missing. A send cut off on the last attempt makes the message
 * `failed`, which the back office shows on the order's messages.
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { type Channel, type ChannelSender, PermanentSendError } from './channels';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 10;
/** How long a claimed row is this instance's; OUTBOX_LEASE_SECONDS, longer than any provider call. */
export const LEASE_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** Kept on a message sent again after a cut-off attempt, so a duplicate the shopper reports is explained. */
export const RESENT_NOTE = 'an earlier attempt was cut off mid-send; sent again under the same identity';
export const CUT_OFF_NOTE = 'the last attempt was cut off mid-send (the shop stopped); no attempts left';

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
  leaseMs = LEASE_MS,
): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        // Whatever its attempt count: a row still queued or sending has not been settled, and one
        // past its last attempt (a crash on it) is claimed to be marked failed.
        inArray(outbox.status, ['queued', 'sending']),
        inArray(outbox.channel, [...channels]),
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
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
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

/**
 * A mail's Message-ID, the same on every attempt, so a mail sent again after a cut-off send is
 * the same message to the recipient's server and client. The row's creation time keeps it unique
 * even if row ids start again (a database restored from a backup).
 */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'createdAt'>, host: string): string {
  return `<outbox-${row.id}.${row.createdAt.getTime().toString(36)}@${host}>`;
}

export interface DeliveryOptions {
  now: () => Date;
  from: string;
  /** The shop's host name, for Message-IDs. */
  host?: string;
  limit?: number;
  leaseMs?: number;
  /**
   * Whether a message may still go: the privacy module's consent check, run just before each
   * send so a consent withdrawn after queuing stops the message (docs/decisions/038). A message
   * it refuses is marked failed (an order message then falls back as on any failure).
   */
  mayStillSend?: (row: OutboxRow) => Promise<boolean>;
}

/** Kept on a message the consent check stopped. */
export const CONSENT_WITHDRAWN_NOTE = 'not sent: the consent it needs was withdrawn or never given';

/** Sends every due message once; returns what happened so the job can log failures. */
export async function deliverDueMessages(
  db: Db,
  senders: Senders,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: [] };
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const rows = await claimDue(db, options.now(), options.limit ?? 20, channelsOf(senders), leaseMs);
  for (const row of rows) {
    // Still `sending` when claimed: the process that sent it last died before the answer.
    const cutOff = row.status === 'sending';
    if (row.purpose && options.mayStillSend && !(await options.mayStillSend(row))) {
      await failMessage(db, row, CONSENT_WITHDRAWN_NOTE, options.now());
      report.failed.push({ id: row.id, error: CONSENT_WITHDRAWN_NOTE });
      continue;
    }
    if (row.attempts > MAX_ATTEMPTS) {
      const error = cutOff ? CUT_OFF_NOTE : (row.lastError ?? CUT_OFF_NOTE);
      await failMessage(db, row, error, options.now());
      report.failed.push({ id: row.id, error });
      continue;
    }
    // The attempt is recorded before the send, and only while the row is still this claim's
    // (same attempt count): a row another instance re-claimed after a lapsed lease is skipped.
    // Its lease restarts here, so a long batch does not run a later row's lease out.
    const started = options.now();
    const mine = await db
      .update(outbox)
      .set({
        status: 'sending',
        attemptStartedAt: started,
        nextAttemptAt: new Date(started.getTime() + leaseMs),
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts)))
      .returning({ id: outbox.id });
    if (mine.length === 0) continue;
    try {
      const receipt = await sendOne(row, senders, options.from, options.host ?? 'localhost');
      const now = options.now();
      await db
        .update(outbox)
        .set({
          status: receipt.delivered ? 'delivered' : 'sent',
          sentAt: now,
          deliveredAt: receipt.delivered ? now : null,
          providerMessageId: receipt.providerMessageId ?? null,
          lastError: cutOff ? RESENT_NOTE : null,
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
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  return deliverDueMessages(db, { email: transport }, options);
}

async function sendOne(row: OutboxRow, senders: Senders, from: string, host: string) {
  if (row.channel === 'email') {
    await senders.email!.send({
      messageId: messageIdOf(row, host),
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
        // The WhatsApp order-message consent covers WhatsApp alone: the SMS needs none. Any other
        // purpose (a cart reminder, an offer) goes with the message and is checked again.
        purpose: row.purpose === 'whatsapp_orders' ? null : row.purpose,
        accountId: row.accountId,
      })
      .onConflictDoNothing();
  });
}
