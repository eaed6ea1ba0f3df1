/**
 * Administrators and the audit trail of their product changes.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumns, createdAt } from '#server/db/columns';

export const admins = pgTable('admins', accountColumns(), (t) => [
  uniqueIndex('admins_user_name_lower').on(sql`lower(${t.userName})`),
  uniqueIndex('admins_email_lower').on(sql`lower(${t.email})`),
]);

/**
 * Audit trail of administrator actions on products (orders use order_events) and their sign-ins;
 * the sign-ins are the access log the DPDP Rules keep a year (access-log.ts prunes them after it).
 */
export const adminEvents = pgTable(
  'admin_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_events_created').on(t.createdAt)],
);
