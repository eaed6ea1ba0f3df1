/**
 * Coupons and the orders that used them (docs/product.md section 13).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { orders } from '#server/modules/orders/schema';

/**
 * Coupons (docs/product.md section 13). `uses` counts the uses held now, by placed orders and by
 * unpaid online orders still holding their reservation; it is taken with one guarded UPDATE, as
 * stock is, so it never passes `total_uses`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored upper-case; shoppers may type it in any case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    minSubtotalPaise: integer('min_subtotal_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at'),
    /** null: no limit. */
    totalUses: integer('total_uses'),
    usesPerShopper: integer('uses_per_shopper'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    onlineOnly: boolean('online_only').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in ('percent', 'flat')`),
    check(
      'coupons_amount',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffPaise} is null) or (${t.kind} = 'flat' and ${t.amountOffPaise} >= 1 and ${t.percentOff} is null)`,
    ),
    check('coupons_uses', sql`${t.uses} >= 0 and (${t.totalUses} is null or ${t.uses} <= ${t.totalUses})`),
  ],
);

/**
 * One row per order that used a coupon. `released_at` is set when the order gives its use back
 * (cancelled, failed, expired) and cleared if a late payment takes it again.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    releasedAt: tstz('released_at'),
  },
  (t) => [index('coupon_uses_shopper').on(t.couponId, t.userId)],
);
