/**
 * The product page's reviews (docs/product.md, "Reviews"): the summary, the shopper's own review
 * (or Write a review when they received the product), and the approved reviews, photo reviews
 * first, ten to a page. Page 1 comes with the server-rendered page; the shopper's part is
 * filled in after hydration, as the header's account links are.
 */
import { useEffect, useRef, useState } from 'react';
import type { ProductJson } from '#shared/catalog';
import { paths } from '#shared/paths';
import { Button, textLink } from '#web/components/ui/Button';
import { ErrorNotice, Notice, SuccessNotice } from '#web/components/ui/Notice';
import { useCurrentUser } from '../accounts/use-current-user';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';
import { ReviewSummary } from './ReviewSummary';
import { useMyReview, useProductReviews } from './reviews-api';

export function ProductReviews({ product }: { product: ProductJson }) {
  const [page, setPage] = useState(1);
  const { data, error } = useProductReviews(product.itemId, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const goTo = (next: number) => {
    setPage(next);
    heading.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 pb-12" id="reviews">
      <h2 id="reviews-heading" ref={heading} className="mb-4 text-xl font-black tracking-tight scroll-mt-20">
        Reviews
      </h2>
      {error && <ErrorNotice>Reviews could not be loaded.</ErrorNotice>}
      {data && (
        <>
          <ReviewSummary summary={data.summary} />
          <MyReview product={product} />
          <div className="mt-4">
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
          {data.pages > 1 && (
            <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Newer
              </Button>
              <span className="text-sm text-neutral-700">
                Page {data.page} of {data.pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= data.pages}
                onClick={() => goTo(page + 1)}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function MyReview({ product }: { product: ProductJson }) {
  // Nothing of it is in the server's HTML (one HTML for everyone, docs/decisions/023): it first
  // renders after hydration, however soon the header learns who is signed in.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { data: user } = useCurrentUser();
  const { data: mine } = useMyReview(product.itemId, Boolean(user));
  const [writing, setWriting] = useState(false);
  const [thanks, setThanks] = useState<string>();
  if (!mounted || user === undefined) return null;
  if (user === null)
    return (
      <p className="mt-4 text-sm text-neutral-700">
        Received this?{' '}
        <a href={paths.login} className={textLink}>
          Log in
        </a>{' '}
        to review it.
      </p>
    );
  if (!mine) return null;
  const own = mine.review;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {thanks && <SuccessNotice>{thanks}</SuccessNotice>}
      {own?.status === 'pending' && !thanks && (
        <Notice tone="info">Your review is waiting to be checked; it appears here once approved.</Notice>
      )}
      {own?.status === 'rejected' && (
        <Notice tone="info">Your review was not published: {own.rejectReason}</Notice>
      )}
      {mine.canReview && (
        <div>
          <Button onClick={() => setWriting(true)}>Write a review</Button>
        </div>
      )}
      {writing && (
        <ReviewForm
          itemId={product.itemId}
          productName={product.name}
          sizes={mine.sizesBought}
          onClose={() => setWriting(false)}
          onDone={(message) => {
            setWriting(false);
            setThanks(message);
          }}
        />
      )}
    </div>
  );
}
