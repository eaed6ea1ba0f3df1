/**
 * Writing a review (docs/product.md, "Reviews"): stars, fit, the size bought (from the shopper's
 * delivered orders), up to 1,000 characters and up to three photos. The server's messages are
 * shown as they come; the photo checks here only save a slow upload that would be refused.
 */
import { type FormEvent, useState } from 'react';
import type { Size } from '#shared/constants';
import {
  FIT_LABELS,
  FITS,
  type Fit,
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
} from '#shared/reviews-public';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { Select, TextArea } from '#web/components/ui/Field';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { checkPhotoFile, readPhotoFile } from './read-photo';
import { useSubmitReview } from './reviews-api';

export function ReviewForm({
  itemId,
  productName,
  sizes,
  onClose,
  onDone,
}: {
  itemId: string;
  productName: string;
  sizes: Size[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const submit = useSubmitReview(itemId);
  const [stars, setStars] = useState(0);
  const [fit, setFit] = useState<Fit | ''>('');
  const [size, setSize] = useState<Size>(sizes[0]!);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const choosePhotos = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length > REVIEW_PHOTOS_MAX) return setError(REVIEW_MESSAGES.photoCount);
    const refused = chosen.map(checkPhotoFile).find(Boolean);
    if (refused) return setError(refused);
    setError(undefined);
    setPhotos(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) return setError(REVIEW_MESSAGES.stars);
    if (!fit) return setError(REVIEW_MESSAGES.fit);
    setSending(true);
    setError(undefined);
    try {
      const answer = await submit({
        stars,
        fit,
        size,
        text,
        photos: await Promise.all(photos.map(readPhotoFile)),
      });
      onDone(answer.message);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog title={`Review ${productName}`} onClose={onClose} closeLabel="Close" closeOnBackdrop={false}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-neutral-800">Your rating</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer">
                <input
                  type="radio"
                  name="stars"
                  value={n}
                  checked={stars === n}
                  onChange={() => setStars(n)}
                  className="peer sr-only"
                />
                <span
                  className={`flex size-10 items-center justify-center rounded-md border text-lg font-bold peer-focus-visible:ring-2 peer-focus-visible:ring-neutral-900 ${
                    n <= stars
                      ? 'border-amber-600 bg-amber-500 text-neutral-950'
                      : 'border-neutral-400 bg-white'
                  }`}
                >
                  {n}
                  <span className="sr-only"> {n === 1 ? 'star' : 'stars'}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-neutral-800">How does it fit?</legend>
          <div className="flex flex-wrap gap-2">
            {FITS.map((option) => (
              <label key={option} className="cursor-pointer">
                <input
                  type="radio"
                  name="fit"
                  value={option}
                  checked={fit === option}
                  onChange={() => setFit(option)}
                  className="peer sr-only"
                />
                <span
                  className={`block rounded-md border px-3 py-2 text-sm font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-neutral-900 ${
                    fit === option
                      ? 'border-neutral-900 bg-neutral-900 text-white'
                      : 'border-neutral-400 bg-white'
                  }`}
                >
                  {FIT_LABELS[option]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Select
          label="Size you bought"
          value={size}
          onChange={(event) => setSize(event.target.value as Size)}
          options={sizes.map((value) => ({ value, label: value }))}
        />
        <TextArea
          label="Your review (optional)"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          counter={{ length: text.length, max: REVIEW_TEXT_MAX }}
        />
        <div>
          <label htmlFor="review-photos" className="mb-1 block text-sm font-medium text-neutral-800">
            Photos (up to {REVIEW_PHOTOS_MAX}; JPEG, PNG or WebP, 5 MB each)
          </label>
          <input
            id="review-photos"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(event) => choosePhotos(event.target.files)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-neutral-900 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          {photos.length > 0 && (
            <p className="mt-1 text-sm text-neutral-700">
              {photos.length} {photos.length === 1 ? 'photo' : 'photos'} chosen
            </p>
          )}
        </div>
        {error && <ErrorNotice>{error}</ErrorNotice>}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send review'}
        </Button>
      </form>
    </Dialog>
  );
}
