/**
 * Product reviews and their photos (docs/product.md, "Reviews").
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { admins } from '#server/modules/admin/schema';
import { products } from '#server/modules/catalog/schema';
import { images } from '#server/modules/images/schema';

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
