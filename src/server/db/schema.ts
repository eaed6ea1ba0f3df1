/**
 * The whole data model (docs/architecture.md section 5). Money is integer paise; times are timestamptz.
 * Internal ids are identity integers; public ids (item_id, order_id) are separate, unguessable
 * where they must be, and never reused.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DeliveryAddress } from '#shared/address';
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATES, RETURN_STATUSES } from '#shared/after-order';
import { TAX_LINE_KINDS } from '#shared/gst/tax-lines';
import type { InvoiceBuyer, InvoiceSupplier } from '#shared/invoices';
import { ORDER_STATUSES, PAYMENT_METHODS } from '#shared/orders';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Read as its text form; only search queries look inside it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

function accountColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: tstz('last_login_at'),
    createdAt: createdAt(),
  };
}

/**
 * Shoppers sign in with an email and password, a mobile number and an SMS code, or both
 * (docs/product.md section 21): either may be missing, each is unique when present.
 */
export const users = pgTable(
  'users',
  {
    ...accountColumns(),
    email: text('email'),
    /** A 10-digit Indian mobile number, verified by an SMS code. */
    mobile: text('mobile'),
  },
  (t) => [
    uniqueIndex('users_user_name_lower').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile').on(t.mobile),
  ],
);

export const admins = pgTable('admins', accountColumns(), (t) => [
  uniqueIndex('admins_user_name_lower').on(sql`lower(${t.userName})`),
  uniqueIndex('admins_email_lower').on(sql`lower(${t.email})`),
]);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['shopper', 'admin'] }).notNull(),
    /** users.id for shopper sessions, admins.id for admin sessions. */
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    index('sessions_account').on(t.kind, t.accountId),
    check('sessions_kind', sql`${t.kind} in ('shopper', 'admin')`),
  ],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** change: a signed-in shopper adding or changing their email (docs/product.md section 21). */
    purpose: text('purpose', { enum: ['verify', 'reset', 'change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip'),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: tstz('verified_at'),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_email').on(t.email, t.purpose, t.createdAt),
    index('email_codes_ip').on(t.requestIp, t.createdAt),
  ],
);

/** One-time codes sent by SMS: the shape of email_codes (docs/decisions/026-messaging.md). */
export const mobileCodes = pgTable(
  'mobile_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    /** sign-in: signs in or signs up; change: adds or changes the signed-in shopper's number. */
    purpose: text('purpose', { enum: ['sign-in', 'change'] }).notNull(),
    userId: integer('user_id'),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip'),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: tstz('verified_at'),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mobile_codes_mobile').on(t.mobile, t.purpose, t.createdAt),
    check('mobile_codes_purpose', sql`${t.purpose} in ('sign-in', 'change')`),
  ],
);

export const images = pgTable('images', {
  /** sha-256 (hex) of the bytes: content-addressed and immutable. */
  id: text('id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  mimeType: text('mime_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

/**
 * An image made smaller and re-encoded for phones (docs/decisions/019-responsive-images.md): one
 * row per source image, width and format, made once and then only read. `width` is the width asked
 * for; the bytes are never wider than the source.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    sourceId: text('source_id')
      .notNull()
      .references(() => images.id),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.width, t.format] })],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public, URL-safe, unique and never reused (archived products keep theirs). */
    itemId: text('item_id').notNull().unique(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    actualPricePaise: integer('actual_price_paise').notNull(),
    fabric: text('fabric').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    washcare: text('washcare').notNull(),
    details: text('details').notNull(),
    specifications: text('specifications').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    image1Id: text('image1_id')
      .notNull()
      .references(() => images.id),
    image2Id: text('image2_id')
      .notNull()
      .references(() => images.id),
    image3Id: text('image3_id')
      .notNull()
      .references(() => images.id),
    /** Printed on tax invoices: 6109 for tees, 6110 for hoodies and sweatshirts by default (docs/product.md, "Invoices"). */
    hsnCode: text('hsn_code').notNull(),
    archivedAt: tstz('archived_at'),
    /** Hidden from the storefront by the admin, still editable and still in past orders (docs/product.md section 14). */
    hidden: boolean('hidden').notNull().default(false),
    /** The parcel's weight per unit and box, when not the Shipping settings' (docs/product.md section 20). */
    weightGrams: integer('weight_grams'),
    boxLengthCm: integer('box_length_cm'),
    boxBreadthCm: integer('box_breadth_cm'),
    boxHeightCm: integer('box_height_cm'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /**
     * Catalogue search (docs/decisions/009-storefront-search-sizes-delivery.md): the full-text
     * document, name weighing most, then category, fabric and description.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "category"), 'B') || setweight(to_tsvector('english', "fabric"), 'C') || setweight(to_tsvector('english', "description"), 'D')`,
      ),
  },
  (t) => [
    index('products_live_by_category')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
    index('products_live_newest').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.archivedAt} is null`),
    index('products_live_search_document').using('gin', t.searchDocument).where(sql`${t.archivedAt} is null`),
    check('products_prices_positive', sql`${t.pricePaise} > 0 and ${t.actualPricePaise} > 0`),
    check('products_hsn_code', sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_weight_grams', sql`${t.weightGrams} is null or ${t.weightGrams} between 50 and 30000`),
    check(
      'products_box_cm',
      sql`(${t.boxLengthCm} is null and ${t.boxBreadthCm} is null and ${t.boxHeightCm} is null) or (${t.boxLengthCm} between 1 and 200 and ${t.boxBreadthCm} between 1 and 200 and ${t.boxHeightCm} between 1 and 200)`,
    ),
  ],
);

/**
 * Every word of every product's name, category, fabric and description (three letters or more,
 * no digits), kept by the trigger products_search_words (migration 0001). A misspelt search word is matched
 * against these by trigram similarity and searched as the words it resembles
 * (docs/decisions/009-storefront-search-sizes-delivery.md).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The size guide: garment chest and length per category and size, in inches (centimetres are
 * derived). Seeded by migration 0001 and edited by the admin.
 */
export const sizeGuides = pgTable(
  'size_guides',
  {
    category: text('category').notNull(),
    size: text('size').notNull(),
    chestInches: numeric('chest_inches', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    lengthInches: numeric('length_inches', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.size] }),
    check('size_guides_size', sql`${t.size} in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
    check('size_guides_positive', sql`${t.chestInches} > 0 and ${t.lengthInches} > 0`),
  ],
);

export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_stock_never_negative', sql`${t.quantity} >= 0`),
    check('product_stock_size', sql`${t.size} in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
  ],
);

/**
 * Every change of a size's stock with its counts before and after, who made it and why, written
 * in the same transaction as the change (docs/product.md section 14). `actor` is spelt as in
 * order_events; `orderId` is the public order id when an order caused the change.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_changes_product').on(t.productId, t.id.desc()),
    check('stock_changes_size', sql`${t.size} in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line').on(t.userId, t.productId, t.size),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

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

export const webhookEvents = pgTable('webhook_events', {
  /** The provider's event id, for de-duplication. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;

/**
 * Every message the shop sends (mail, SMS, WhatsApp), one row per message and channel, written in
 * the same transaction as its cause and delivered later by the sender job
 * (docs/decisions/026-messaging.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    /** An email address, or a 10-digit mobile number for SMS and WhatsApp. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The message as the shopper reads it (SMS and WhatsApp: the template filled in). */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** SMS and WhatsApp: the provider's approved template and its parameters, in order. */
    template: text('template'),
    params: jsonb('params').$type<string[]>().notNull().default([]),
    /** One message sent on several channels shares its key; (key, channel) is unique. */
    messageKey: text('message_key'),
    /** orders.id, for the order's timeline. */
    orderId: integer('order_id'),
    /** Queued on this channel when this one fails for good (WhatsApp -> SMS). */
    fallbackChannel: text('fallback_channel', { enum: OUTBOX_CHANNELS }),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** Set just before a send: a crash after it leaves the send in doubt, never repeated blindly. */
    attemptStartedAt: tstz('attempt_started_at'),
    sentAt: tstz('sent_at'),
    deliveredAt: tstz('delivered_at'),
    readAt: tstz('read_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    uniqueIndex('outbox_message_channel').on(t.messageKey, t.channel).where(sql`${t.messageKey} is not null`),
    uniqueIndex('outbox_provider_message')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('outbox_order').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('outbox_channel', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check('outbox_status', sql`${t.status} in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')`),
  ],
);

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

/** Audit trail of administrator actions on products (orders use order_events). */
export const adminEvents = pgTable('admin_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => admins.id),
  type: text('type').notNull(),
  data: jsonb('data').notNull().default({}),
  createdAt: createdAt(),
});

/**
 * The shop's settings, one row per section (docs/product.md section 12): each value is checked
 * against its section's schema in src/shared/settings when written and when read.
 */
export const settings = pgTable('settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * The last number issued per document series and financial year (docs/decisions/014-gst-invoices.md).
 * Its row is locked (SELECT ... FOR UPDATE) while a number is taken, so numbers are consecutive
 * across concurrent dispatches and instances; a sequence could skip one on a rollback.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** The calendar year the financial year starts in: 2026 for April 2026 to March 2027. */
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_series', sql`${t.series} in ('invoice', 'credit_note')`),
  ],
);

const gstFigures = () => ({
  taxableValuePaise: integer('taxable_value_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
});

/**
 * A tax invoice, issued when its order is dispatched (docs/product.md, "Invoices"). Every figure
 * and the supplier's and buyer's details are stored as issued and never recomputed.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The order's public id and shopper, so a download is authorised without reading orders. */
    orderPublicId: text('order_public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull().unique(),
    financialYear: integer('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    interState: boolean('inter_state').notNull(),
    ...gstFigures(),
    amountInWords: text('amount_in_words').notNull(),
  },
  (t) => [
    unique('invoices_year_sequence').on(t.financialYear, t.sequence),
    index('invoices_issued_at').on(t.issuedAt),
    check(
      'invoices_total_adds_up',
      sql`${t.taxableValuePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    kind: text('kind', { enum: TAX_LINE_KINDS }).notNull(),
    /** The order line it bills; null on the delivery and COD fee lines. */
    orderItemId: integer('order_item_id'),
    description: text('description').notNull(),
    size: text('size'),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    ...gstFigures(),
  },
  (t) => [
    unique('invoice_lines_position').on(t.invoiceId, t.position),
    index('invoice_lines_invoice').on(t.invoiceId),
    check('invoice_lines_kind', sql`${t.kind} in ('goods', 'delivery', 'cod_fee')`),
    check(
      'invoice_lines_not_negative',
      sql`${t.taxableValuePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0`,
    ),
  ],
);

/** A credit note: money of an invoiced order refunded, in its own consecutive series. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    number: text('number').notNull().unique(),
    financialYear: integer('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    reason: text('reason').notNull(),
    ...gstFigures(),
  },
  (t) => [
    unique('credit_notes_year_sequence').on(t.financialYear, t.sequence),
    index('credit_notes_invoice').on(t.invoiceId),
    index('credit_notes_issued_at').on(t.issuedAt),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    quantity: integer('quantity').notNull(),
    ...gstFigures(),
  },
  (t) => [
    index('credit_note_lines_credit_note').on(t.creditNoteId),
    index('credit_note_lines_invoice_line').on(t.invoiceLineId),
    check('credit_note_lines_quantity', sql`${t.quantity} >= 1`),
  ],
);

/**
 * The PDF of an issued invoice or credit note, drawn at its first download and then only read
 * (docs/decisions/014-gst-invoices.md): an issued document never changes, and drawing one costs
 * about a tenth of a second of CPU. Keyed by the series and the document's number.
 */
export const taxDocumentPdfs = pgTable(
  'tax_document_pdfs',
  {
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.number] }),
    check('tax_document_pdfs_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);

/**
 * A shopper's address book (docs/product.md section 12): at most ADDRESS_BOOK_LIMIT addresses,
 * exactly one of them the default while any exist. Orders keep their own copy of the address,
 * so editing or deleting one here never changes a past order.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<DeliveryAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A parcel booked with the shipping provider (docs/product.md, "Shipping";
 * docs/decisions/024-shipping-provider.md). `idempotency_key` is unique: a forward shipment's is
 * the order id, so two admins shipping the same order at once book it once. `state` is the
 * booking's; `stage` is the last tracking step the order has reached.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['forward', 'reverse'] })
      .notNull()
      .default('forward'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    state: text('state', { enum: ['booking', 'booked', 'failed', 'cancelled'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courier: text('courier'),
    trackingUrl: text('tracking_url'),
    stage: text('stage'),
    ndrReason: text('ndr_reason'),
    ndrAction: text('ndr_action'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order').on(t.orderId),
    uniqueIndex('shipments_awb').on(t.awb),
    index('shipments_ndr').on(t.stage).where(sql`${t.stage} = 'failed_attempt'`),
    check('shipments_kind', sql`${t.kind} in ('forward', 'reverse')`),
    check('shipments_state', sql`${t.state} in ('booking', 'booked', 'failed', 'cancelled')`),
  ],
);

/** Each tracking update applied once: `key` names the step (and the attempt, for failed ones). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    key: text('key').notNull(),
    stage: text('stage').notNull(),
    reason: text('reason'),
    occurredAt: tstz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('shipment_events_key').on(t.shipmentId, t.key)],
);

/** The one-tap confirmation link of a cash-on-delivery order: only a hash of its token is kept. */
export const codConfirmations = pgTable('cod_confirmations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

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

/**
 * A product's own garment measurements per size, in centimetres (docs/product.md, "Fit
 * confidence"): when a product has them, its size guide shows them instead of the category's.
 */
export const productMeasurements = pgTable(
  'product_measurements',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => products.itemId),
    size: text('size').notNull(),
    chestCm: numeric('chest_cm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    lengthCm: numeric('length_cm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    shoulderCm: numeric('shoulder_cm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    sleeveCm: numeric('sleeve_cm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.size] }),
    check('product_measurements_size', sql`${t.size} in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
    check(
      'product_measurements_positive',
      sql`${t.chestCm} > 0 and ${t.lengthCm} > 0 and ${t.shoulderCm} > 0 and ${t.sleeveCm} > 0`,
    ),
  ],
);

/** The model in a product's photos: height and the size worn ("Model is 183 cm and wears L"). */
export const productModels = pgTable(
  'product_models',
  {
    itemId: text('item_id')
      .primaryKey()
      .references(() => products.itemId),
    heightCm: integer('height_cm').notNull(),
    sizeWorn: text('size_worn').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('product_models_size', sql`${t.sizeWorn} in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
    check('product_models_height', sql`${t.heightCm} between 100 and 250`),
  ],
);

/**
 * A shopper's review of a product they received (docs/product.md, "Reviews"): one per shopper
 * and product, held as pending until an administrator approves or rejects it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: text('item_id')
      .notNull()
      .references(() => products.itemId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    fit: text('fit', { enum: ['small', 'true', 'large'] }).notNull(),
    size: text('size').notNull(),
    body: text('body').notNull(),
    /** Kept on the row so the product page can list photo reviews first in one index scan. */
    photoCount: integer('photo_count').notNull().default(0),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Shown to the shopper; set exactly when the review is rejected. */
    rejectReason: text('reject_reason'),
    moderatedBy: integer('moderated_by').references(() => admins.id),
    moderatedAt: tstz('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_one_per_product').on(t.itemId, t.userId),
    index('reviews_published').on(t.itemId, t.status, t.photoCount.desc(), t.createdAt.desc(), t.id.desc()),
    index('reviews_moderation').on(t.status, t.createdAt),
    check('reviews_stars', sql`${t.stars} between 1 and 5`),
    check('reviews_fit', sql`${t.fit} in ('small', 'true', 'large')`),
    check('reviews_size', sql`${t.size} in ('S', 'M', 'L', 'XL', 'XXL', 'XXXL')`),
    check('reviews_body_length', sql`char_length(${t.body}) <= 1000`),
    check('reviews_photo_count', sql`${t.photoCount} between 0 and 3`),
    check('reviews_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('reviews_rejection_has_reason', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
  ],
);

/** A review's photos, re-encoded to WebP and stored in `images` (docs/decisions/027-review-photos.md). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.position] }),
    check('review_photos_position', sql`${t.position} between 0 and 2`),
  ],
);

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

/**
 * A shopper's wishlist (docs/product.md section 19): one row per product, with the price it had
 * when saved, so the list can show a drop since.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    pricePaiseWhenAdded: integer('price_paise_when_added').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_newest').on(t.userId, t.createdAt.desc()),
    check('wishlist_items_price_positive', sql`${t.pricePaiseWhenAdded} > 0`),
  ],
);
