/**
 * What providers report after a send (WhatsApp's delivered, read and failed receipts) and what
 * the back office reads back: each message's state on its order's timeline.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';
import type { Channel } from './channels';
import { failMessage, type OutboxRow } from './sender';

export type ReceiptStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** A receipt only moves a message forward: a late "delivered" never undoes "read". */
const AFTER: Record<ReceiptStatus, OutboxRow['status'][]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  read: ['queued', 'sending', 'sent', 'delivered'],
  failed: ['queued', 'sending', 'sent'],
};

/**
 * Applies a provider's receipt to the message it sent; returns whether anything changed, so a
 * receipt delivered twice changes the message once. A failure queues the fallback channel.
 */
export async function recordReceipt(
  db: DbOrTx,
  receipt: { channel: Channel; providerMessageId: string; status: ReceiptStatus; at: Date; error?: string },
): Promise<boolean> {
  const where = and(
    eq(outbox.channel, receipt.channel),
    eq(outbox.providerMessageId, receipt.providerMessageId),
    inArray(outbox.status, AFTER[receipt.status]),
  );
  if (receipt.status === 'failed') {
    const [row] = await db.select().from(outbox).where(where);
    if (!row) return false;
    await failMessage(db, row, receipt.error ?? 'the provider reported a failure', receipt.at);
    return true;
  }
  const stamp =
    receipt.status === 'read'
      ? { readAt: receipt.at }
      : receipt.status === 'delivered'
        ? { deliveredAt: receipt.at }
        : { sentAt: receipt.at };
  const changed = await db
    .update(outbox)
    .set({ status: receipt.status, ...stamp })
    .where(where)
    .returning({ id: outbox.id });
  return changed.length > 0;
}

export interface OrderMessage {
  channel: Channel;
  template: string;
  to: string;
  status: OutboxRow['status'];
  queuedAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
  error: string | null;
}

/**
 * Every message about one order, mail, SMS and WhatsApp, oldest first: a message that failed after
 * its retries shows here as failed with its reason (BUSINESS.md section 9).
 */
export async function messagesOfOrder(db: DbOrTx, orderId: number): Promise<OrderMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.orderId, orderId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((row) => ({
    channel: row.channel,
    template: row.template ?? row.subject,
    to: row.toAddress,
    status: row.status,
    queuedAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
    error: row.status === 'failed' ? row.lastError : null,
  }));
}
