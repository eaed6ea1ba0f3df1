/**
 * A review's photos, from the data URLs the shopper sent to WebP bytes ready to store
 * (docs/decisions/027-review-photos.md). Every photo is checked and re-encoded before anything is
 * written, so a refused photo leaves nothing stored; each goes through the photo queue, so a
 * burst of reviews never takes the CPU the catalogue needs.
 */
import { AppError } from '#server/errors';
import { REVIEW_MESSAGES, REVIEW_PHOTO_MAX_BYTES } from '#shared/reviews';
import { inPhotoQueue, PhotoQueueFull } from '../images/photo-queue';
import { reencodePhoto } from '../images/reencode-photo';

const DATA_URL = /^data:(image\/[a-z0-9.+-]{1,40});base64,/i;

/** The bytes a data URL carries and the type it claims; a refusal when it is not a photo's. */
export function parsePhotoDataUrl(dataUrl: string): { bytes: Buffer; declared: string } {
  const match = DATA_URL.exec(dataUrl);
  const declared = match?.[1]?.toLowerCase();
  if (!match || !declared || !['image/jpeg', 'image/png', 'image/webp'].includes(declared))
    throw new AppError('unsupported', REVIEW_MESSAGES.photoType);
  const base64 = dataUrl.slice(match[0].length);
  // The decoded size, known before decoding: 3 bytes per 4 characters, less the padding.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > REVIEW_PHOTO_MAX_BYTES)
    throw new AppError('too_large', REVIEW_MESSAGES.photoSize);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('invalid', REVIEW_MESSAGES.photoUnreadable);
  return { bytes, declared };
}

/** The photos as WebP, in the order sent; throws (storing nothing) on the first bad one. */
export async function preparePhotos(dataUrls: readonly string[]): Promise<Buffer[]> {
  const parsed = dataUrls.map(parsePhotoDataUrl);
  const prepared: Buffer[] = [];
  for (const { bytes, declared } of parsed) {
    let result: Awaited<ReturnType<typeof reencodePhoto>>;
    try {
      result = await inPhotoQueue(() => reencodePhoto(bytes, declared));
    } catch (error) {
      if (error instanceof PhotoQueueFull)
        throw new AppError('too_many', REVIEW_MESSAGES.busy, { retryAfterSeconds: 30 });
      throw error;
    }
    if (!result.ok) {
      if (result.reason === 'type') throw new AppError('unsupported', REVIEW_MESSAGES.photoType);
      if (result.reason === 'pixels') throw new AppError('invalid', REVIEW_MESSAGES.photoPixels);
      if (result.reason === 'polyglot') throw new AppError('invalid', REVIEW_MESSAGES.photoPolyglot);
      throw new AppError('invalid', REVIEW_MESSAGES.photoUnreadable);
    }
    prepared.push(result.webp);
  }
  return prepared;
}
