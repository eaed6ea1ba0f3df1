/**
 * The shop's settings.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '#server/db/columns';

/**
 * The shop's settings, one row per section (docs/product.md section 12): each value is checked
 * against its section's schema in src/shared/settings when written and when read.
 */
export const settings = pgTable('settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
