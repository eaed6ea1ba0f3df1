/**
 * The back office's review queue (docs/product.md, "Reviews"): pending reviews oldest first;
 * approve publishes one, reject keeps it off the page with a reason its author sees. Each is a
 * guarded statement (only a pending review changes), so two administrators acting at once
 * moderate it once; the loser is told it was already done. The author is mailed the decision.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { reviews } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  type ModerationReview,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type ReviewStatus,
} from '#shared/reviews';
import { recordAdminEvent } from '../admin/audit';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { productNamesOf } from '../catalog/product-names';
import { queueReviewDecisionMail } from './review-mail';
import { toPublicReviews } from './review-reads';

export async function listModerationQueue(
  db: DbOrTx,
  query: { status: ReviewStatus; page: number },
): Promise<{ reviews: ModerationReview[]; total: number; page: number; pages: number }> {
  const where = eq(reviews.status, query.status);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      // The queue is worked oldest first; decided reviews are listed newest first.
      .orderBy(
        query.status === 'pending' ? asc(reviews.createdAt) : desc(reviews.moderatedAt),
        asc(reviews.id),
      )
      .limit(REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  const [shown, names] = await Promise.all([
    toPublicReviews(db, rows),
    productNamesOf(
      db,
      rows.map((row) => row.itemId),
    ),
  ]);
  const total = totals?.total ?? 0;
  return {
    reviews: shown.map((review, i) => ({
      ...review,
      itemId: rows[i]!.itemId,
      productName: names.get(rows[i]!.itemId) ?? rows[i]!.itemId,
      status: rows[i]!.status,
      rejectReason: rows[i]!.rejectReason,
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}

export async function moderateReview(
  db: DbOrTx,
  input: {
    reviewId: number;
    adminId: number;
    decision: 'approved' | 'rejected';
    reason?: string;
    now: Date;
    publicUrl: string;
  },
): Promise<void> {
  const { reviewId, adminId, decision, now } = input;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set({
        status: decision,
        rejectReason: decision === 'rejected' ? input.reason! : null,
        moderatedBy: adminId,
        moderatedAt: now,
      })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'pending')))
      .returning({ itemId: reviews.itemId, userId: reviews.userId });
    if (!changed) {
      const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
      throw exists
        ? new AppError('conflict', REVIEW_MESSAGES.notPending)
        : new AppError('not_found', REVIEW_MESSAGES.reviewNotFound);
    }
    const names = await productNamesOf(tx, [changed.itemId]);
    await queueReviewDecisionMail(tx, {
      userId: changed.userId,
      itemId: changed.itemId,
      productName: names.get(changed.itemId) ?? changed.itemId,
      decision,
      reason: input.reason,
      publicUrl: input.publicUrl,
    });
    await recordAdminEvent(tx, adminId, decision === 'approved' ? 'review.approved' : 'review.rejected', {
      reviewId,
      itemId: changed.itemId,
      ...(input.reason ? { reason: input.reason } : {}),
    });
  });
  // The product's reviews answer (and so its rendered page) changes with an approval.
  if (decision === 'approved') invalidateCatalog();
}
