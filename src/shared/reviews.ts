/**
 * Reviews (docs/product.md, "Reviews"): from shoppers with a delivered order of the product, one
 * per shopper and product; stars, fit, the size bought, up to 1,000 characters and up to three
 * photos. Held for an administrator to approve or reject; the product page shows the approved
 * ones, photo reviews first, ten to a page.
 */
import { z } from 'zod';
import { SIZES } from './constants';
import {
  FITS,
  REJECT_REASON_MAX,
  REVIEW_MESSAGES,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
} from './reviews-public';

export * from './reviews-public';

const photoDataUrl = z
  .string({ error: REVIEW_MESSAGES.photoType })
  .max(Math.ceil((REVIEW_PHOTO_MAX_BYTES * 4) / 3) + 64, { error: REVIEW_MESSAGES.photoSize });

/** POST /api/users/reviews/:itemId. Photos are data URLs (data:image/jpeg;base64,...). */
export const reviewSubmitSchema = z.object({
  stars: z
    .number({ error: REVIEW_MESSAGES.stars })
    .int({ error: REVIEW_MESSAGES.stars })
    .min(1, { error: REVIEW_MESSAGES.stars })
    .max(5, { error: REVIEW_MESSAGES.stars }),
  fit: z.enum(FITS, { error: REVIEW_MESSAGES.fit }),
  size: z.enum(SIZES, { error: REVIEW_MESSAGES.size }),
  text: z
    .string({ error: REVIEW_MESSAGES.text })
    .trim()
    .max(REVIEW_TEXT_MAX, { error: REVIEW_MESSAGES.text })
    .default(''),
  photos: z
    .array(photoDataUrl, { error: REVIEW_MESSAGES.photoType })
    .max(REVIEW_PHOTOS_MAX, { error: REVIEW_MESSAGES.photoCount })
    .default([]),
});
export type ReviewSubmit = z.output<typeof reviewSubmitSchema>;

export const rejectReviewSchema = z.object({
  reason: z
    .string({ error: REVIEW_MESSAGES.rejectReason })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.rejectReason })
    .max(REJECT_REASON_MAX, { error: REVIEW_MESSAGES.rejectReason }),
});

export const reviewItemParamsSchema = z.object({ itemId: z.string().min(1).max(100) });
export const reviewIdParamsSchema = z.object({
  reviewId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
export const reviewsPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: REVIEW_MESSAGES.page })
    .int({ error: REVIEW_MESSAGES.page })
    .min(1, { error: REVIEW_MESSAGES.page })
    .max(100_000, { error: REVIEW_MESSAGES.page })
    .default(1),
});
export const moderationQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  page: reviewsPageQuerySchema.shape.page,
});
