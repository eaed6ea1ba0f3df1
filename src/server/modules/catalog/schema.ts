/**
 * Products, their stock per size, the history of stock changes and the words a misspelt search
 * is matched against.
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, tsvector } from '#server/db/columns';
import { images } from '#server/modules/images/schema';

/**
 * A style: one cut sold in several colours. Each colour is its own product row (its item id,
 * photos, prices, stock), joined here in the admin's order (products.style_position). A product
 * without a style is a style of one (docs/decisions/037-colours-as-items.md).
 */
export const styles = pgTable('styles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

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
    /** The style this colour belongs to; null: a style of one. */
    styleId: integer('style_id').references(() => styles.id),
    /** The colour's place among its style's colours, the admin's order. */
    stylePosition: integer('style_position').notNull().default(0),
    /** The colour, all three or none: its name ("Olive"), a #rrggbb hex and a family of COLOUR_FAMILIES. */
    colourName: text('colour_name'),
    colourHex: text('colour_hex'),
    colourFamily: text('colour_family'),
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
    index('products_style').on(t.styleId, t.stylePosition).where(sql`${t.styleId} is not null`),
    uniqueIndex('products_style_colour_name')
      .on(t.styleId, sql`lower(${t.colourName})`)
      .where(sql`${t.archivedAt} is null and ${t.styleId} is not null`),
    index('products_live_colour_family').on(t.colourFamily).where(sql`${t.archivedAt} is null`),
    check(
      'products_colour_whole',
      sql`(${t.colourName} is null and ${t.colourHex} is null and ${t.colourFamily} is null) or (${t.colourName} is not null and ${t.colourHex} ~ '^#[0-9a-f]{6}$' and ${t.colourFamily} in ('black', 'white', 'grey', 'blue', 'green', 'red', 'yellow', 'orange', 'pink', 'purple', 'brown', 'beige', 'multi'))`,
    ),
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
