/**
 * Shoppers' saved addresses.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import type { DeliveryAddress } from '#shared/address';

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
