/**
 * A shopper's review (docs/product.md, "Reviews"): only of a product they received, once per
 * product, held as pending for the back office. The photos are checked and re-encoded before the
 * transaction opens; the review, its photos and their images are then written together, so a
 * refusal at any step leaves nothing behind.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { reviewPhotos, reviews } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Size } from '#shared/constants';
import { type MyReviewState, REVIEW_MESSAGES, type ReviewSubmit } from '#shared/reviews';
import { uniqueViolation } from '../accounts/users';
import { findLiveProductByItemId } from '../catalog/product-queries';
import { storeImage } from '../images/store-image';
import { deliveredSizesOf } from '../orders';
import { preparePhotos } from './review-photos';

export async function myReviewState(db: DbOrTx, userId: number, itemId: string): Promise<MyReviewState> {
  const [sizesBought, [review]] = await Promise.all([
    deliveredSizesOf(db, userId, itemId),
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.itemId, itemId), eq(reviews.userId, userId)))
      .limit(1),
  ]);
  const photos = review
    ? await db
        .select({ imageId: reviewPhotos.imageId })
        .from(reviewPhotos)
        .where(eq(reviewPhotos.reviewId, review.id))
        .orderBy(asc(reviewPhotos.position))
    : [];
  return {
    canReview: sizesBought.length > 0 && !review,
    sizesBought: sizesBought as Size[],
    review: review
      ? {
          id: review.id,
          status: review.status,
          rejectReason: review.rejectReason,
          stars: review.stars,
          fit: review.fit,
          size: review.size as Size,
          text: review.body,
          photos: photos.map((photo) => photo.imageId),
        }
      : null,
  };
}

export async function submitReview(
  db: Db,
  input: { userId: number; itemId: string; review: ReviewSubmit; now: Date },
): Promise<MyReviewState> {
  const { userId, itemId, review, now } = input;
  if (!(await findLiveProductByItemId(db, itemId)))
    throw new AppError('not_found', REVIEW_MESSAGES.productNotFound);
  const state = await myReviewState(db, userId, itemId);
  if (state.review) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
  if (state.sizesBought.length === 0) throw new AppError('forbidden', REVIEW_MESSAGES.notDelivered);
  if (!state.sizesBought.includes(review.size)) throw new AppError('invalid', REVIEW_MESSAGES.sizeNotBought);
  // The slow part, outside any transaction (and through the photo queue).
  const photos = await preparePhotos(review.photos);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          itemId,
          userId,
          stars: review.stars,
          fit: review.fit,
          size: review.size,
          body: review.text,
          photoCount: photos.length,
          createdAt: now,
        })
        .returning({ id: reviews.id });
      for (const [position, bytes] of photos.entries()) {
        const imageId = await storeImage(tx, bytes, 'image/webp');
        await tx.insert(reviewPhotos).values({ reviewId: row!.id, position, imageId });
      }
    });
  } catch (error) {
    // Two submissions at once: the second meets the one-per-product constraint.
    if (uniqueViolation(error) !== undefined) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
  return myReviewState(db, userId, itemId);
}
