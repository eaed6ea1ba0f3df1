/** The product page's reviews and the shopper's own (docs/product.md, "Reviews"). */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewSubmit } from '#shared/reviews';
import { type MyReviewState, type ReviewsPage, reviewsApiUrl } from '#shared/reviews-public';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

export const reviewsKey = (itemId: string, page: number) => ['reviews', itemId, page] as const;
export const myReviewKey = (itemId: string) => ['my-review', itemId] as const;
const myReviewUrl = (itemId: string) => `/api/users/reviews/${encodeURIComponent(itemId)}`;

export function useProductReviews(itemId: string, page = 1) {
  const initial = useInitialAnswers();
  return useQuery({
    initialData: () => initial<ReviewsPage>(reviewsApiUrl(itemId, page)),
    queryKey: reviewsKey(itemId, page),
    queryFn: ({ signal }) => api<ReviewsPage>(reviewsApiUrl(itemId, page), { withApiKey: true, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The average and count for the product's JSON-LD (AggregateRating); undefined without reviews. */
export function useReviewRating(itemId: string): { average: number; count: number } | undefined {
  const { data } = useProductReviews(itemId);
  const summary = data?.summary;
  return summary && summary.count > 0 && summary.average !== null
    ? { average: summary.average, count: summary.count }
    : undefined;
}

export function useMyReview(itemId: string, signedIn: boolean) {
  return useQuery({
    queryKey: myReviewKey(itemId),
    queryFn: ({ signal }) => api<MyReviewState>(myReviewUrl(itemId), { signal }),
    enabled: signedIn,
    retry: false,
  });
}

export function useSubmitReview(itemId: string) {
  const client = useQueryClient();
  return async (review: Omit<ReviewSubmit, 'photos'> & { photos: string[] }) => {
    const answer = await api<MyReviewState & { message: string }>(myReviewUrl(itemId), {
      method: 'POST',
      body: review,
    });
    client.setQueryData(myReviewKey(itemId), answer);
    return answer;
  };
}
