/**
 * Requests to hear when a sold-out size comes back (docs/product.md section 19).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { products } from '#server/modules/catalog/schema';

/**
 * Notify me (docs/product.md section 19): one row per request to hear once when a sold-out size
 * comes back, by email or mobile (exactly one). A restock moves the oldest `pending` rows to `due`
 * in the stock change's transaction, three per unit; the notify-me sender then writes each one's
 * message and marks it `messaged`. A mobile's SMS goes into the outbox in that transaction;
 * `text_body` keeps its text and `text_sent_at` when it was queued.
 */
export const notifyMeRequests = pgTable(
  'notify_me_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Random, in the message's unsubscribe link; it only cancels this contact's requests. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    status: text('status', { enum: ['pending', 'due', 'messaged', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    dueAt: tstz('due_at'),
    messagedAt: tstz('messaged_at'),
    textBody: text('text_body'),
    textSentAt: tstz('text_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notify_me_requests_pending').on(t.productId, t.size, t.id).where(sql`${t.status} = 'pending'`),
    index('notify_me_requests_due').on(t.id).where(sql`${t.status} = 'due'`),
    index('notify_me_requests_unsent_texts')
      .on(t.id)
      .where(sql`${t.textBody} is not null and ${t.textSentAt} is null`),
    uniqueIndex('notify_me_requests_one_pending_email')
      .on(t.productId, t.size, t.email)
      .where(sql`${t.status} = 'pending' and ${t.email} is not null`),
    uniqueIndex('notify_me_requests_one_pending_mobile')
      .on(t.productId, t.size, t.mobile)
      .where(sql`${t.status} = 'pending' and ${t.mobile} is not null`),
    index('notify_me_requests_contact').on(t.email, t.mobile).where(sql`${t.status} = 'pending'`),
    check('notify_me_requests_one_contact', sql`num_nonnulls(${t.email}, ${t.mobile}) = 1`),
    check('notify_me_requests_status', sql`${t.status} in ('pending', 'due', 'messaged', 'unsubscribed')`),
    check('notify_me_requests_size', sql`${t.size} in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
  ],
);
