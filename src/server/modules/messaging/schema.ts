/**
 * WhatsApp consent and the WhatsApp webhook's events (docs/decisions/026-messaging.md).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '#server/db/columns';

/** WhatsApp consent per mobile number: in at checkout, out by STOP or from the profile. */
export const whatsappConsents = pgTable('whatsapp_consents', {
  mobile: text('mobile').primaryKey(),
  optedInAt: tstz('opted_in_at'),
  optedOutAt: tstz('opted_out_at'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Messages and receipts the WhatsApp webhook acted on, so a repeated delivery acts once. */
export const whatsappWebhookEvents = pgTable('whatsapp_webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});
