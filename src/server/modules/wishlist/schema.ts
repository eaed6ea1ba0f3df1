/**
 * Shoppers' wishlists (docs/product.md section 19).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { products } from '#server/modules/catalog/schema';

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
