/**
 * Every table, as Drizzle reads them: drizzle.config.ts points drizzle-kit here, and the client
 * (db/client.ts) takes its relational schema from here. Each module declares its own tables in its
 * schema.ts, beside the only code that queries them (docs/architecture.md section 3), and sessions
 * are the request plumbing's (plugins/schema.ts); the shared column helpers are in db/columns.ts.
 * Drizzle reads a schema split across files once they are exported from the file it is given:
 * https://orm.drizzle.team/docs/sql-schema-declaration
 *
 * Internal ids are identity integers; public ids (item_id, order_id) are separate, unguessable
 * where they must be, and never reused. Declare no table here: tests/architecture takes a table's
 * owner from the folder of the schema.ts that declares it.
 */
export * from '#server/modules/accounts/schema';
export * from '#server/modules/address-book/schema';
export * from '#server/modules/admin/schema';
export * from '#server/modules/after-order/schema';
export * from '#server/modules/analytics/schema';
export * from '#server/modules/cart/schema';
export * from '#server/modules/catalog/schema';
export * from '#server/modules/cod/schema';
export * from '#server/modules/collections/schema';
export * from '#server/modules/coupons/schema';
export * from '#server/modules/images/schema';
export * from '#server/modules/invoices/schema';
export * from '#server/modules/mail/schema';
export * from '#server/modules/messaging/schema';
export * from '#server/modules/notify-me/schema';
export * from '#server/modules/offers/schema';
export * from '#server/modules/orders/schema';
export * from '#server/modules/payments/schema';
export * from '#server/modules/privacy/schema';
export * from '#server/modules/recovery/schema';
export * from '#server/modules/reviews/schema';
export * from '#server/modules/settings/schema';
export * from '#server/modules/shipping/schema';
export * from '#server/modules/size-guide/schema';
export * from '#server/modules/store-credit/schema';
export * from '#server/modules/wishlist/schema';
export * from '#server/plugins/schema';
