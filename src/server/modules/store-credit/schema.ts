/**
 * Store-credit balances and their ledger (docs/decisions/025-cash-on-delivery-and-store-credit.md).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { orders } from '#server/modules/orders/schema';

/**
 * A shopper's store-credit balance: changed only by guarded statements, so it never goes below
 * zero, however many checkouts spend it at once (docs/decisions/025-cash-on-delivery-and-store-credit.md).
 */
export const storeCreditBalances = pgTable(
  'store_credit_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balancePaise: integer('balance_paise').notNull().default(0),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('store_credit_balance_not_negative', sql`${t.balancePaise} >= 0`)],
);

/**
 * The ledger behind each balance: every credit, debit and expiry. A credit keeps what is left of
 * it unspent (`remaining_paise`), spent oldest-expiring first, so expiry takes only what is left.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['credit', 'debit', 'expiry'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    balanceAfterPaise: integer('balance_after_paise').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note').notNull().default(''),
    expiresAt: tstz('expires_at'),
    remainingPaise: integer('remaining_paise'),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_credit_entries_user').on(t.userId, t.id),
    index('store_credit_entries_expiring').on(t.expiresAt).where(sql`${t.remainingPaise} > 0`),
    check('store_credit_entries_kind', sql`${t.kind} in ('credit', 'debit', 'expiry')`),
    check('store_credit_entries_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'store_credit_entries_remaining',
      sql`${t.remainingPaise} is null or (${t.remainingPaise} >= 0 and ${t.remainingPaise} <= ${t.amountPaise})`,
    ),
  ],
);
