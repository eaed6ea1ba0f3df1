/**
 * A shopper's photo (a review's) is checked and stored as sharp re-encodes it, never as sent
 * (docs/decisions/027-review-photos.md, after decisions/022): JPEG, PNG or WebP by its magic
 * bytes; no markup anywhere in the file and nothing after the image's end (a polyglot that is
 * also a web page is refused, not cleaned); at most REVIEW_PHOTO_MAX_PIXELS, read from the header
 * before any pixel is decoded (a decompression bomb never reaches the decoder); then decoded,
 * turned upright by its EXIF orientation, made at most PHOTO_MAX_EDGE pixels on the long side and
 * encoded as WebP with no metadata (no EXIF, GPS, XMP or ICC profile).
 */
import { loadSharp } from '#server/lib/lazy-sharp';
import { REVIEW_PHOTO_MAX_PIXELS } from '#shared/reviews';

export type PhotoType = 'jpeg' | 'png' | 'webp';

export type PhotoResult =
  | { ok: true; webp: Buffer; width: number; height: number }
  | { ok: false; reason: 'type' | 'pixels' | 'polyglot' | 'unreadable' };

/** A review photo is looked at on a phone or in a lightbox: 1600 px is plenty. */
export const PHOTO_MAX_EDGE = 1600;
const PHOTO_QUALITY = 82;

/** The type the bytes are, by their magic numbers; undefined for anything else. */
export function sniffPhotoType(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Text a browser or a sniffing tool would take for a page or a script. Compressed pixel data
 * matching one of these by chance is vanishingly unlikely (seven or more chosen bytes); metadata
 * that carries one is exactly what is refused.
 */
const MARKUP = /<(?:html|script|!doctype|body|iframe|svg|\?php|object|embed)/i;

/** Whether the file is also something else: markup anywhere, or bytes after the image's end. */
export function isPolyglot(bytes: Buffer, type: PhotoType): boolean {
  // One case-blind pass over the bytes as latin1 (about 10 ms for 5 MB; lower-casing a copy
  // first took 60 ms of the main thread).
  if (MARKUP.test(bytes.toString('latin1'))) return true;
  if (type === 'png') return !bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END);
  if (type === 'webp') {
    const riffEnd = 8 + bytes.readUInt32LE(4);
    return bytes.length !== riffEnd + (riffEnd % 2) && bytes.length !== riffEnd;
  }
  return false;
}

export async function reencodePhoto(bytes: Buffer, declared?: string): Promise<PhotoResult> {
  const type = sniffPhotoType(bytes);
  if (!type || (declared !== undefined && declared !== `image/${type}`)) return { ok: false, reason: 'type' };
  if (isPolyglot(bytes, type)) return { ok: false, reason: 'polyglot' };
  const sharp = await loadSharp();
  try {
    // The header only: width and height as the file claims them, before any pixel is decoded.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== type && !(type === 'jpeg' && header.format === 'jpeg'))
      return { ok: false, reason: 'type' };
    if (!header.width || !header.height) return { ok: false, reason: 'unreadable' };
    if (header.width * header.height > REVIEW_PHOTO_MAX_PIXELS) return { ok: false, reason: 'pixels' };
    // Sequential reading lets libvips shrink while decoding instead of holding the whole canvas.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: REVIEW_PHOTO_MAX_PIXELS,
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, webp: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
