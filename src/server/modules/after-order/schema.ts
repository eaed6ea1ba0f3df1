/**
 * Returns and the units they send back (docs/product.md, "After the order").
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { orderItems, orders } from '#server/modules/orders/schema';
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '#shared/after-order';
import type { RefundPayout } from '#shared/refund-payout';

/**
 * A shopper's return of some units of a delivered order (docs/product.md, "After the order"):
 * requested -> approved | rejected; approved -> received; received -> refunded, or exchanged
 * at receipt when the shopper asked for another size (its ₹0 order is `exchange_order_id`).
 */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public, e.g. RET-7K2M9QX4TB. */
    returnId: text('return_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    resolution: text('resolution', { enum: RETURN_RESOLUTIONS }).notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    rejectReason: text('reject_reason'),
    /** Whether the received units went back into stock; null until received. */
    restocked: boolean('restocked'),
    refundPaise: integer('refund_paise'),
    /** The provider's refund id, or the bank or UPI transfer reference of a cash-on-delivery refund. */
    refundReference: text('refund_reference'),
    /**
     * Where a cash-on-delivery refund goes, as the shopper chose (docs/product.md section 22;
     * RETURN_REFUND_DESTINATIONS); null for an order paid online (back to its payment) and for an
     * exchange.
     */
    refundTo: text('refund_to', { enum: ['store_credit', 'transfer'] }),
    /**
     * The UPI id or bank account a transfer goes to, as the shopper gave it (refund-payout.ts);
     * cleared once the refund is recorded: the shop keeps it no longer than it needs it.
     */
    refundPayout: jsonb('refund_payout').$type<RefundPayout>(),
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('returns_order').on(t.orderId),
    index('returns_status').on(t.status, t.createdAt),
    index('returns_exchange_order').on(t.exchangeOrderId),
    check(
      'returns_status',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged')`,
    ),
    check('returns_resolution', sql`${t.resolution} in ('refund', 'exchange')`),
    check('returns_reason', sql`${t.reason} in ('too_small', 'too_large', 'damaged', 'wrong_item', 'other')`),
    check('returns_refund_not_negative', sql`${t.refundPaise} is null or ${t.refundPaise} >= 0`),
    check('returns_refund_to', sql`${t.refundTo} is null or ${t.refundTo} in ('store_credit', 'transfer')`),
  ],
);

/** The units of one order line a return sends back, and the size wanted instead for an exchange. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    exchangeSize: text('exchange_size'),
  },
  (t) => [
    index('return_lines_return').on(t.returnId),
    check('return_lines_quantity', sql`${t.quantity} >= 1`),
  ],
);
