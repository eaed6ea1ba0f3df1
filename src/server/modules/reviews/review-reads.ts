/**
 * The product page's reviews (docs/product.md, "Reviews"): the approved ones, photo reviews
 * first and then the newest, ten to a page, with the summary (average, count, fit). Answers go
 * through the catalogue's cache like the product itself, so the server-rendered product page
 * (which hashes the answers it was rendered from, docs/decisions/023-server-rendering.md) and
 * the browser see an approval together: approving calls invalidateCatalog().
 */
import { and, asc, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { reviewPhotos, reviews } from '#server/db/schema';
import { AppError } from '#server/errors';
import { isPromise, type MaybePromise } from '#server/lib/maybe-promise';
import type { Size } from '#shared/constants';
import {
  type Fit,
  mostSayOf,
  type PublicReview,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type ReviewSummary,
  type ReviewsPage,
} from '#shared/reviews';
import { reviewerNamesOf } from '../accounts/reviewer-names';
import { type CachedBody, cachedJson } from '../catalog/catalog-cache';
import { findLiveProductByItemId } from '../catalog/product-queries';
import { styleMatesOf } from '../catalog/style-mates';

type ReviewRow = typeof reviews.$inferSelect;

/**
 * Reviews and the fit summary belong to the style (BUSINESS.md section 11: fit does not change
 * with colour): a product's page reads the reviews of every colour of its style.
 */
const published = (itemIds: string[]) =>
  and(
    itemIds.length === 1 ? eq(reviews.itemId, itemIds[0]!) : inArray(reviews.itemId, itemIds),
    eq(reviews.status, 'approved'),
  );

export async function reviewSummary(db: DbOrTx, itemId: string): Promise<ReviewSummary> {
  return summaryOf(db, [...(await styleMatesOf(db, itemId)).keys()]);
}

async function summaryOf(db: DbOrTx, itemIds: string[]): Promise<ReviewSummary> {
  if (itemIds.length === 0)
    return { count: 0, average: null, fit: { small: 0, true: 0, large: 0 }, mostSay: null };
  const rows = await db
    .select({ fit: reviews.fit, count: count(), average: avg(reviews.stars) })
    .from(reviews)
    .where(published(itemIds))
    .groupBy(reviews.fit);
  const fit: Record<Fit, number> = { small: 0, true: 0, large: 0 };
  let total = 0;
  let stars = 0;
  for (const row of rows) {
    fit[row.fit] = row.count;
    total += row.count;
    stars += Number(row.average) * row.count;
  }
  return {
    count: total,
    average: total === 0 ? null : Math.round((stars / total) * 10) / 10,
    fit,
    mostSay: mostSayOf(fit),
  };
}

/** Public reviews from their rows: the author's short name and the photos in order. */
export async function toPublicReviews(db: DbOrTx, rows: ReviewRow[]): Promise<PublicReview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [names, photos] = await Promise.all([
    reviewerNamesOf(
      db,
      rows.map((row) => row.userId),
    ),
    db
      .select()
      .from(reviewPhotos)
      .where(inArray(reviewPhotos.reviewId, ids))
      .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    author: names.get(row.userId) ?? 'A shopper',
    stars: row.stars,
    fit: row.fit,
    size: row.size as Size,
    text: row.body,
    photos: photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.imageId),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function loadReviewsPage(db: DbOrTx, itemId: string, page: number): Promise<ReviewsPage> {
  const colours = await styleMatesOf(db, itemId);
  const itemIds = [...colours.keys()];
  const summary = await summaryOf(db, itemIds);
  const rows = await db
    .select()
    .from(reviews)
    .where(published(itemIds))
    // Photo reviews first (the index reviews_published serves this order).
    .orderBy(sql`${reviews.photoCount} > 0 desc`, desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    itemId,
    summary,
    reviews: (await toPublicReviews(db, rows)).map((review, i) => ({
      ...review,
      colour: colours.get(rows[i]!.itemId) ?? null,
    })),
    page,
    pages: Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE)),
  };
}

/** The cached answer; 404 for a product the storefront does not show (never cached). */
export function readReviewsPage(db: Db, itemId: string, page: number): MaybePromise<CachedBody> {
  const cached = cachedJson(db, `reviews:${itemId}:${page}`, async () =>
    (await findLiveProductByItemId(db, itemId)) ? loadReviewsPage(db, itemId, page) : undefined,
  );
  return isPromise(cached) ? cached.then(foundOrThrow) : foundOrThrow(cached);
}

function foundOrThrow(cached: CachedBody | undefined): CachedBody {
  if (!cached) throw new AppError('not_found', REVIEW_MESSAGES.productNotFound);
  return cached;
}
