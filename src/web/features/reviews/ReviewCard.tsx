/** One published review: stars, fit and size, the text, and its photos (each opens full size). */
import { imageUrl, imageVariantUrl } from '#shared/images';
import { colourAndSize } from '#shared/line-names';
import { FIT_LABELS, type PublicReview } from '#shared/reviews-public';
import { Stars } from './Stars';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <article className="border-b border-neutral-200 py-5" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.stars} />
        <span className="font-semibold">{review.author}</span>
        <span className="text-sm text-neutral-600">{dateFormat.format(new Date(review.createdAt))}</span>
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        Bought {colourAndSize(review.colour, review.size)} · {FIT_LABELS[review.fit]}
      </p>
      {review.text && <p className="mt-2 whitespace-pre-line">{review.text}</p>}
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {review.photos.map((id, i) => (
            <li key={id}>
              <a href={imageUrl(id)} target="_blank" rel="noopener" className="block">
                <img
                  src={imageVariantUrl(id, 240, 'webp')}
                  alt={`From ${review.author}'s review, ${i + 1} of ${review.photos.length}`}
                  loading="lazy"
                  width={96}
                  height={96}
                  className="size-24 rounded-md border border-neutral-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
