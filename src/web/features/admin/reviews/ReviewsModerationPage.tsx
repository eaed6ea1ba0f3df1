/**
 * /admin/reviews (docs/product.md, "Reviews"): the reviews waiting to be checked, oldest first,
 * with their photos; approve puts one on the product page, reject keeps it off with a reason
 * the shopper sees. Approved and rejected ones can be looked back on.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { imageUrl, imageVariantUrl } from '#shared/images';
import { paths } from '#shared/paths';
import {
  FIT_LABELS,
  type ModerationReview,
  REJECT_REASON_MAX,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '#shared/reviews';
import { Badge } from '#web/components/ui/Badge';
import { Button, textLink } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { Select, TextArea } from '#web/components/ui/Field';
import { Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { reasonOf } from '../admin-api';
import {
  allReviewQueues,
  approveReview,
  fetchReviewQueue,
  rejectReview,
  reviewQueueKey,
} from './reviews-admin-api';

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting to be checked',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function ReviewsModerationPage() {
  usePageTitle('Reviews');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<ModerationReview | null>(null);
  const queue = useQuery({
    queryKey: reviewQueueKey(status, page),
    queryFn: () => fetchReviewQueue(status, page),
    staleTime: 0,
  });

  async function act(review: ModerationReview, action: () => Promise<{ message: string }>) {
    setBusy(review.id);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: (await action()).message });
    } catch (err) {
      setNotice({ tone: 'error', text: reasonOf(err) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: allReviewQueues });
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading title="Reviews">
        <Select
          id="review-status"
          label="Show"
          inline
          compact
          className="[&_select]:w-52"
          options={REVIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReviewStatus);
            setPage(1);
          }}
        />
      </PageHeading>
      <div className="mb-4 empty:hidden">
        <StateNotice notice={notice} onClose={() => setNotice(null)} />
      </div>
      {queue.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading reviews" />
        </div>
      ) : queue.isError ? (
        <Notice tone="error">{reasonOf(queue.error)}</Notice>
      ) : queue.data.reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white py-16 text-center text-neutral-700">
          {status === 'pending' ? 'No reviews waiting.' : 'No reviews here.'}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {queue.data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewModerationCard
                  review={review}
                  busy={busy === review.id}
                  onApprove={() => act(review, () => approveReview(review.id))}
                  onReject={() => setRejecting(review)}
                />
              </li>
            ))}
          </ul>
          {queue.data.pages > 1 && (
            <nav aria-label="Review pages" className="mt-4 flex items-center justify-between">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm">
                Page {queue.data.page} of {queue.data.pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= queue.data.pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
      {rejecting && (
        <RejectReviewDialog
          onClose={() => setRejecting(null)}
          onReject={(reason) => {
            const review = rejecting;
            setRejecting(null);
            return act(review, () => rejectReview(review.id, reason));
          }}
        />
      )}
    </section>
  );
}

function ReviewModerationCard({
  review,
  busy,
  onApprove,
  onReject,
}: {
  review: ModerationReview;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <article className="rounded-lg border border-neutral-200 bg-white p-5" data-testid="moderation-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">
          <Link to={paths.product(review.itemId)} className={textLink}>
            {review.productName}
          </Link>
        </h2>
        <Badge
          tone={review.status === 'rejected' ? 'red' : review.status === 'pending' ? 'yellow' : 'neutral'}
        >
          {STATUS_LABELS[review.status]}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        {review.stars} of 5 stars · {FIT_LABELS[review.fit]} · bought {review.size} · by {review.author} on{' '}
        {new Date(review.createdAt).toLocaleDateString('en-IN')}
      </p>
      {review.text && <p className="mt-2 whitespace-pre-line">{review.text}</p>}
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((id, i) => (
            <li key={id}>
              <a href={imageUrl(id)} target="_blank" rel="noopener">
                <img
                  src={imageVariantUrl(id, 240, 'webp')}
                  alt={`Shopper's upload ${i + 1} of ${review.photos.length}`}
                  width={120}
                  height={120}
                  className="size-30 rounded-md border border-neutral-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.rejectReason && (
        <p className="mt-2 text-sm text-red-800">Reason given: {review.rejectReason}</p>
      )}
      {review.status === 'pending' && (
        <div className="mt-4 flex gap-2">
          <Button size="sm" disabled={busy} onClick={onApprove}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={onReject}>
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}

function RejectReviewDialog({
  onClose,
  onReject,
}: {
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog
      title="Reject review"
      onClose={onClose}
      closeLabel="Cancel"
      footer={
        <Button
          variant="danger"
          onClick={() => {
            if (!reason.trim()) return setError('Give the shopper a reason.');
            onReject(reason.trim());
          }}
        >
          Reject review
        </Button>
      }
    >
      <TextArea
        label="Reason (the shopper sees it)"
        rows={3}
        maxLength={REJECT_REASON_MAX}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        counter={{ length: reason.length, max: REJECT_REASON_MAX }}
      />
    </Dialog>
  );
}
