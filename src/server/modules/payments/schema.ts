/**
 * The payment provider's webhook events, kept so each is acted on once.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '#server/db/columns';

export const webhookEvents = pgTable('webhook_events', {
  /** The provider's event id, for de-duplication. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});
