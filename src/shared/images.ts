/**
 * Product image URLs, built and read here only, by the server (API answers, page preloads, the
 * image route) and the web app (<picture> markup) alike (docs/decisions/019-responsive-images.md).
 *
 * `/images/<sha256>.webp` is the uploaded original; `/images/<sha256>-<width>.<format>` is the
 * same photo made `width` pixels wide (never wider than the original) in AVIF or WebP. Both are
 * content-addressed: the URL changes whenever the bytes do, so each caches forever.
 */

/** The widths the server makes: a phone card, a desktop card or phone at 2x, a product page. */
export const IMAGE_WIDTHS = [240, 480, 750] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** In order of preference: a <picture> offers AVIF first, the smaller where supported. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export const UNKNOWN_IMAGE_MESSAGE = 'Image not found';
export const UNKNOWN_VARIANT_MESSAGE = `Image not found: images are made ${IMAGE_WIDTHS.join(', ')} px wide, as ${IMAGE_FORMATS.join(' or ')}`;

/**
 * What each layout shows a photo at, in CSS pixels (the `sizes` attribute). The storefront's
 * markup and the server's preloads use the same strings, so the browser picks the same file for
 * both and fetches it once.
 */
export const IMAGE_SIZES = {
  /** Product cards: two columns on a phone (px-4, gap-4), four in max-w-7xl from lg. */
  card: '(min-width: 1280px) 300px, (min-width: 1024px) calc(25vw - 20px), calc(50vw - 24px)',
  /** The product page's main photo: full width on a phone, half of max-w-6xl from md. */
  product: '(min-width: 1152px) 536px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)',
  /** The product page's three thumbnails under the main photo. */
  productThumb: '(min-width: 1152px) 171px, (min-width: 768px) calc(16vw - 21px), calc(33vw - 19px)',
} as const;

export function imageUrl(imageId: string): string {
  return `/images/${imageId}.webp`;
}

export function imageVariantUrl(imageId: string, width: ImageWidth, format: ImageFormat): string {
  return `/images/${imageId}-${width}.${format}`;
}

const IMAGE_FILE = /^([0-9a-f]{64})(?:-(\d{1,5}))?\.([a-z0-9]{1,8})$/;
const ORIGINAL_URL = /^\/images\/([0-9a-f]{64})\.webp$/;

export type ImageFile =
  | { kind: 'original'; id: string }
  | { kind: 'variant'; id: string; width: ImageWidth; format: ImageFormat }
  /** Named like an image but not one the server makes (another width or format). */
  | { kind: 'unknown-variant' }
  | undefined;

/** Reads the file name of an image URL (the part after /images/). */
export function parseImageFile(file: string): ImageFile {
  const match = IMAGE_FILE.exec(file);
  if (!match) return undefined;
  const [, id, width, format] = match as unknown as [string, string, string | undefined, string];
  if (width === undefined) return format === 'webp' ? { kind: 'original', id } : undefined;
  const w = Number(width);
  const known =
    (IMAGE_WIDTHS as readonly number[]).includes(w) && (IMAGE_FORMATS as readonly string[]).includes(format);
  return known
    ? { kind: 'variant', id, width: w as ImageWidth, format: format as ImageFormat }
    : { kind: 'unknown-variant' };
}

/**
 * The `srcset` of an original's variants in one format, from the original's URL as the API
 * gives it; undefined for any other URL (a photo being picked in the admin, say), which is then
 * shown as it is.
 */
export function imageSrcSet(originalUrl: string, format: ImageFormat): string | undefined {
  const id = ORIGINAL_URL.exec(originalUrl)?.[1];
  if (!id) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(id, width, format)} ${width}w`).join(', ');
}
