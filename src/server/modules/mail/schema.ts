/**
 * The outbox: every message the shop sends, on every channel (docs/decisions/026-messaging.md).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';

export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;

/**
 * Every message the shop sends (mail, SMS, WhatsApp), one row per message and channel, written in
 * the same transaction as its cause and delivered later by the sender job
 * (docs/decisions/026-messaging.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    /** An email address, or a 10-digit mobile number for SMS and WhatsApp. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The message as the shopper reads it (SMS and WhatsApp: the template filled in). */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** SMS and WhatsApp: the provider's approved template and its parameters, in order. */
    template: text('template'),
    params: jsonb('params').$type<string[]>().notNull().default([]),
    /** One message sent on several channels shares its key; (key, channel) is unique. */
    messageKey: text('message_key'),
    /** orders.id, for the order's messages in the back office (mail, SMS and WhatsApp). */
    orderId: integer('order_id'),
    /**
     * The consent purpose a message serves (offers, reminders, WhatsApp order messages), checked
     * again just before sending so a withdrawn consent stops it (docs/decisions/038); null for
     * what an order or account needs, which needs no consent.
     */
    purpose: text('purpose'),
    /** users.id of the shopper the message is for, when known: whose consent to check. */
    accountId: integer('account_id'),
    /** Queued on this channel when this one fails for good (WhatsApp -> SMS). */
    fallbackChannel: text('fallback_channel', { enum: OUTBOX_CHANNELS }),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** Set with status `sending` just before a send; a crash after it leaves a send to repeat. */
    attemptStartedAt: tstz('attempt_started_at'),
    sentAt: tstz('sent_at'),
    deliveredAt: tstz('delivered_at'),
    readAt: tstz('read_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    uniqueIndex('outbox_message_channel').on(t.messageKey, t.channel).where(sql`${t.messageKey} is not null`),
    uniqueIndex('outbox_provider_message')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('outbox_order').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('outbox_channel', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check('outbox_status', sql`${t.status} in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')`),
  ],
);
