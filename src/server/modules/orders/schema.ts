/**
 * Orders, their lines as placed and every change to them.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { products } from '#server/modules/catalog/schema';
import type { DeliveryAddress } from '#shared/address';
import { RETURN_STATES } from '#shared/after-order';
import { ORDER_STATUSES, PAYMENT_METHODS } from '#shared/orders';

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public, random and unguessable, e.g. ORD-7K2M9QX4TB. */
    orderId: text('order_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** Grand total: lines plus delivery charge. */
    amountPaise: integer('amount_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    mobile: text('mobile').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The structured delivery address (docs/product.md section 12); null on orders placed before it. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /** The coupon applied, as the shopper typed it upper-cased, and the discount it gave. */
    couponCode: text('coupon_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    courier: text('courier'),
    trackingId: text('tracking_id'),
    dispatchedAt: tstz('dispatched_at'),
    deliveredAt: tstz('delivered_at'),
    /**
     * Where the order's returns stand, for its badge (docs/product.md, "After the order"): null
     * with none, 'requested' while one is open, 'returned' once every one is settled.
     */
    returnState: text('return_state', { enum: RETURN_STATES }),
    /** The order whose return this ₹0 order exchanges sizes for. */
    exchangeForOrderId: integer('exchange_for_order_id').references((): AnyPgColumn => orders.id),
    providerOrderId: text('provider_order_id').unique(),
    paymentId: text('payment_id').unique(),
    reservedUntil: tstz('reserved_until'),
    /** The part of the amount paid from the shopper's store credit (docs/product.md section 22). */
    storeCreditPaise: integer('store_credit_paise').notNull().default(0),
    /** When the shopper confirmed a cash-on-delivery order from its link; null until then. */
    codConfirmedAt: tstz('cod_confirmed_at'),
    /** The cash-on-delivery fee in the amount (docs/product.md section 22); 0 on prepaid orders. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** The discount for paying online, off the goods like a coupon; 0 on COD orders. */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** Partial COD: the token paid online at checkout (its payment is paymentId); the rest in cash. */
    codTokenPaise: integer('cod_token_paise').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt.desc()),
    index('orders_status').on(t.status, t.createdAt.desc()),
    index('orders_created').on(t.createdAt.desc(), t.id.desc()),
    index('orders_mobile').on(t.mobile),
    index('orders_pincode').on(sql`(${t.deliveryAddress}->>'pincode')`),
    index('orders_pending_reservation').on(t.reservedUntil).where(sql`${t.status} = 'pending_payment'`),
    check('orders_discount_not_negative', sql`${t.discountPaise} >= 0`),
    check(
      'orders_return_state',
      sql`${t.returnState} is null or ${t.returnState} in ('requested', 'returned')`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} in ('online', 'cod', 'store_credit')`),
    check(
      'orders_store_credit_not_negative',
      sql`${t.storeCreditPaise} >= 0 and ${t.storeCreditPaise} <= ${t.amountPaise}`,
    ),
    index('orders_cod_open').on(t.userId).where(sql`${t.paymentMethod} = 'cod'`),
    check(
      'orders_payment_terms_not_negative',
      sql`${t.codFeePaise} >= 0 and ${t.prepaidDiscountPaise} >= 0 and ${t.codTokenPaise} >= 0 and ${t.codTokenPaise} + ${t.storeCreditPaise} <= ${t.amountPaise}`,
    ),
    check(
      'orders_status',
      sql`${t.status} in ('pending_payment', 'captured', 'dispatched', 'delivered', 'cancelled', 'expired', 'failed', 'rto', 'rto_received')`,
    ),
  ],
);

/** A snapshot of each line at the time of the order: later catalogue edits never change it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    imageId: text('image_id').notNull(),
    size: text('size').notNull(),
    /** The colour's name when bought ("Olive"), null for a product without one: lines read "Olive / L". */
    colour: text('colour'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
  },
  (t) => [index('order_items_order').on(t.orderId), check('order_items_quantity', sql`${t.quantity} >= 1`)],
);

/** Append-only audit trail of every status change, address change, payment and refund. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'shopper:<id>', 'admin:<id>', 'provider' or 'system'. */
    actor: text('actor').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.createdAt)],
);
