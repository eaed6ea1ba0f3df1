/**
 * Offers the cart applies by itself, and the orders that used them (BUSINESS.md section 12;
 * docs/decisions/040-offers.md). Only this module's code queries them (docs/architecture.md
 * section 3); src/server/db/schema.ts lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { orders } from '#server/modules/orders/schema';
import type { OfferSelector } from '#shared/offers/types';

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['bundle', 'buy_get', 'percent_from', 'flat_above'] }).notNull(),
    /** Which pieces: all, a category, chosen items (a collection joins when collections exist). */
    selector: jsonb('selector').$type<OfferSelector>().notNull(),
    buyQuantity: integer('buy_quantity'),
    freeQuantity: integer('free_quantity'),
    bundlePricePaise: integer('bundle_price_paise'),
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    minSubtotalPaise: integer('min_subtotal_paise'),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at'),
    active: boolean('active').notNull().default(true),
    onlineOnly: boolean('online_only').notNull().default(false),
    stacksWithCoupons: boolean('stacks_with_coupons').notNull().default(false),
    /** null: no limit. */
    usesPerShopper: integer('uses_per_shopper'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('offers_kind', sql`${t.kind} in ('bundle', 'buy_get', 'percent_from', 'flat_above')`),
    check(
      'offers_terms',
      sql`(${t.kind} = 'bundle' and ${t.buyQuantity} >= 1 and ${t.bundlePricePaise} >= 1)
        or (${t.kind} = 'buy_get' and ${t.buyQuantity} >= 1 and ${t.freeQuantity} >= 1)
        or (${t.kind} = 'percent_from' and ${t.buyQuantity} >= 1 and ${t.percentOff} between 1 and 90)
        or (${t.kind} = 'flat_above' and ${t.amountOffPaise} >= 1 and ${t.minSubtotalPaise} >= ${t.amountOffPaise})`,
    ),
    check('offers_dates', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per order and offer it used: what the offer gave that order (pieces, revenue after the
 * saving, the saving), read by the report and counted for the per-shopper limit. `released_at`
 * is set when the order gives its uses back (cancelled, failed, expired).
 */
export const offerUses = pgTable(
  'offer_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pieces: integer('pieces').notNull(),
    revenuePaise: integer('revenue_paise').notNull(),
    savingPaise: integer('saving_paise').notNull(),
    createdAt: createdAt(),
    releasedAt: tstz('released_at'),
  },
  (t) => [
    unique('offer_uses_order_offer').on(t.orderId, t.offerId),
    index('offer_uses_shopper').on(t.offerId, t.userId),
    check('offer_uses_amounts', sql`${t.pieces} >= 1 and ${t.revenuePaise} >= 0 and ${t.savingPaise} >= 0`),
  ],
);
