/**
 * Collections (BUSINESS.md section 11; DESIGN.md section 15): products grouped by hand or by a
 * rule, each with its own storefront page. Only this module's code queries them
 * (docs/architecture.md section 3); src/server/db/schema.ts lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { products } from '#server/modules/catalog/schema';
import { images } from '#server/modules/images/schema';
import type { CollectionRule } from '#shared/collections/public';

export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The page's address, /collections/{slug}: unique. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverImageId: text('cover_image_id').references(() => images.id),
    kind: text('kind', { enum: ['hand_picked', 'rule'] }).notNull(),
    /** A rule's conditions; null for a hand-picked collection. */
    rule: jsonb('rule').$type<CollectionRule>(),
    /** Shown among the home page's tiles. */
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('collections_kind', sql`${t.kind} in ('hand_picked', 'rule')`),
    check('collections_rule', sql`(${t.kind} = 'rule') = (${t.rule} is not null)`),
  ],
);

/** A hand-picked collection's products, in the admin's order. */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => products.itemId),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.itemId] })],
);
