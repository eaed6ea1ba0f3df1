/** The back office's review moderation calls (docs/product.md, "Reviews"). */
import type { ModerationReview, ReviewStatus } from '#shared/reviews';
import { api } from '#web/lib/api';

export interface ModerationPage {
  reviews: ModerationReview[];
  total: number;
  page: number;
  pages: number;
}

export const reviewQueueKey = (status: ReviewStatus, page: number) =>
  ['admin', 'reviews', status, page] as const;
export const allReviewQueues = ['admin', 'reviews'] as const;

export const fetchReviewQueue = (status: ReviewStatus, page: number) =>
  api<ModerationPage>(`/api/admins/reviews?status=${status}&page=${page}`, { withApiKey: true });

export const approveReview = (id: number) =>
  api<{ message: string }>(`/api/admins/reviews/${id}/approve`, {
    method: 'PATCH',
    body: {},
    withApiKey: true,
  });

export const rejectReview = (id: number, reason: string) =>
  api<{ message: string }>(`/api/admins/reviews/${id}/reject`, {
    method: 'PATCH',
    body: { reason },
    withApiKey: true,
  });
