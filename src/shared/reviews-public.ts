/**
 * What the storefront needs of reviews.ts (docs/decisions/020-lighter-pages.md): its constants,
 * messages, types and pure helpers, without zod. reviews.ts re-exports all of it beside the API's
 * schemas; the storefront's pages import this file so zod stays out of their first download.
 */
import { SIZES, type Size } from './constants';

export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];
export const FIT_LABELS: Record<Fit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REJECT_REASON_MAX = 300;
export const REVIEWS_PAGE_SIZE = 10;
/** A photo's pixels, width x height: a 50-megapixel phone photo fits; a decompression bomb does not. */
export const REVIEW_PHOTO_MAX_PIXELS = 50_000_000;
/** What a review sends at most: three photos as base64 data URLs and the rest. */
export const REVIEW_BODY_LIMIT_BYTES =
  REVIEW_PHOTOS_MAX * Math.ceil((REVIEW_PHOTO_MAX_BYTES * 4) / 3 + 64) + 16 * 1024;

export const REVIEW_MESSAGES = {
  productNotFound: 'There is no product with this id.',
  notDelivered: 'Only shoppers who have received this product can review it.',
  alreadyReviewed: 'You have already reviewed this product.',
  stars: 'Give the product 1 to 5 stars.',
  fit: 'Say how it fits: runs small, true to size or runs large.',
  size: `Give the size you bought: one of ${SIZES.join(', ')}.`,
  sizeNotBought: 'Give a size you received in a delivered order of this product.',
  text: `A review is at most ${REVIEW_TEXT_MAX.toLocaleString('en-IN')} characters.`,
  photoCount: `Add at most ${REVIEW_PHOTOS_MAX} photos.`,
  photoType: 'Photos must be JPEG, PNG or WebP pictures.',
  photoSize: `Each photo must be at most ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  tooLarge: `The review is too large: each photo must be at most ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB, and at most ${REVIEW_PHOTOS_MAX} photos.`,
  photoPixels: `A photo may have at most ${REVIEW_PHOTO_MAX_PIXELS / 1_000_000} megapixels. Please send a smaller one.`,
  photoPolyglot:
    'A photo carries something besides the picture (such as web page code). Please save it again as a plain JPEG, PNG or WebP.',
  photoUnreadable: 'A photo could not be opened. Please save it again as JPEG, PNG or WebP.',
  busy: 'Photos are being processed for other shoppers. Please try again in a minute.',
  submitted: 'Thank you! Your review will appear once it has been checked.',
  reviewNotFound: 'There is no review with this id.',
  rejectReason: `Give the shopper a reason, up to ${REJECT_REASON_MAX} characters.`,
  notPending: 'This review has already been moderated.',
  approved: 'Review approved: it is on the product page.',
  rejected: 'Review rejected: the shopper sees the reason.',
  page: 'The page must be a whole number from 1.',
} as const;

/** A review as the product page shows it. */
export interface PublicReview {
  id: number;
  author: string;
  stars: number;
  fit: Fit;
  size: Size;
  /** The colour bought, when the product page reads the style's reviews (BUSINESS.md section 11). */
  colour?: string | null;
  text: string;
  /** Image ids: /images/<id>.webp and its variants. */
  photos: string[];
  createdAt: string;
}

export interface ReviewSummary {
  count: number;
  /** Mean stars to one decimal; null without reviews. */
  average: number | null;
  fit: Record<Fit, number>;
  /** The fit most reviewers gave (ties go to "true to size"); null without reviews. */
  mostSay: Fit | null;
}

/** GET /api/reviews/:itemId?page=N */
export interface ReviewsPage {
  itemId: string;
  summary: ReviewSummary;
  reviews: PublicReview[];
  page: number;
  pages: number;
}

/** GET /api/users/reviews/:itemId: may the shopper review it, and their review if any. */
export interface MyReviewState {
  canReview: boolean;
  /** Sizes of the product in the shopper's delivered orders. */
  sizesBought: Size[];
  review: {
    id: number;
    status: ReviewStatus;
    rejectReason: string | null;
    stars: number;
    fit: Fit;
    size: Size;
    text: string;
    photos: string[];
  } | null;
}

/** A review in the back office's moderation queue. */
export interface ModerationReview extends PublicReview {
  itemId: string;
  productName: string;
  status: ReviewStatus;
  rejectReason: string | null;
}

export const reviewsApiUrl = (itemId: string, page = 1) =>
  `/api/reviews/${encodeURIComponent(itemId)}?page=${page}`;

/** "Most say: true to size". */
export function fitSummaryText(mostSay: Fit): string {
  return `Most say: ${FIT_LABELS[mostSay].toLowerCase()}`;
}

/** The summary of a list of fits and stars (the server counts in SQL; the same rule for ties). */
export function mostSayOf(fit: Record<Fit, number>): Fit | null {
  const total = fit.small + fit.true + fit.large;
  if (total === 0) return null;
  const best = Math.max(fit.small, fit.true, fit.large);
  if (fit.true === best) return 'true';
  return fit.small === best ? 'small' : 'large';
}
