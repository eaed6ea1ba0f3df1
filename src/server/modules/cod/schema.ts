/**
 * The confirmation links of cash-on-delivery orders.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns';
import { orders } from '#server/modules/orders/schema';

/** The one-tap confirmation link of a cash-on-delivery order: only a hash of its token is kept. */
export const codConfirmations = pgTable('cod_confirmations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
