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

/**
 * Whom and what a message is for. `orderId` (orders.id) lists it among the order's messages in the
 * back office; `purpose` and `accountId` name the consent the sender checks again before sending
 * (docs/decisions/038-personal-data.md).
 */
export interface MessageAbout {
  orderId?: number;
  purpose?: string;
  accountId?: number;
}

export async function queueMail(db: DbOrTx, mail: Mail, about: MessageAbout = {}): Promise<void> {
  await db.insert(outbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    orderId: about.orderId ?? null,
    purpose: about.purpose ?? null,
    accountId: about.accountId ?? null,
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
  /** The consent purpose, checked again before sending (docs/decisions/038-personal-data.md). */
  purpose?: string;
  accountId?: number;
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
      purpose: message.purpose ?? null,
      accountId: message.accountId ?? null,
    })
    .onConflictDoNothing({
      target: [outbox.messageKey, outbox.channel],
      where: sql`${outbox.messageKey} is not null`,
    })
    .returning({ id: outbox.id });
  return rows.length > 0;
}
