/**
 * Size guides per category and per product, and the model in a product's photos.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from '#server/db/columns';
import { products } from '#server/modules/catalog/schema';

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
