/**
 * Images, stored by content hash, and their smaller variants (docs/decisions/019-responsive-images.md).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '#server/db/columns';

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
