/**
 * Every message is written to the outbox in the same transaction as the event that causes it (an
 * order, a code, a dispatch), so it is never lost and never sent for a rolled-back change. Mail,
 * SMS and WhatsApp share it: one row per message and channel (docs/decisions/026-messaging.md).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { outbox } from '#server/db/schema';
import type { Channel } from './channels';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** `orderId` (orders.id) lists a mail about an order among the order's messages in the back office. */
export async function queueMail(db: DbOrTx, mail: Mail, about: { orderId?: number } = {}): Promise<void> {
  await db.insert(outbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    orderId: about.orderId ?? null,
  });
}

export interface PhoneMessage {
  channel: Exclude<Channel, 'email'>;
  /** A 10-digit mobile number. */
  to: string;
  template: string;
  params: string[];
  /** The message as the shopper reads it. */
  text: string;
  /** One message across channels; queuing the same key on a channel twice adds nothing. */
  messageKey?: string;
  orderId?: number;
  fallbackChannel?: Exclude<Channel, 'email'>;
}

/** Queues an SMS or WhatsApp message; false when its key was already queued on that channel. */
export async function queueMessage(db: DbOrTx, message: PhoneMessage): Promise<boolean> {
  const rows = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      toAddress: message.to,
      subject: message.template,
      textBody: message.text,
      htmlBody: '',
      template: message.template,
      params: message.params,
      messageKey: message.messageKey ?? null,
      orderId: message.orderId ?? null,
      fallbackChannel: message.fallbackChannel ?? null,
    })
    .onConflictDoNothing({
      target: [outbox.messageKey, outbox.channel],
      where: sql`${outbox.messageKey} is not null`,
    })
    .returning({ id: outbox.id });
  return rows.length > 0;
}
