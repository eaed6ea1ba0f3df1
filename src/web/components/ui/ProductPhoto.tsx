/**
 * A product photo as a <picture>: AVIF, then WebP, each in the widths the server makes, so a phone
 * downloads the size it shows in the smallest format it reads; the original is the fallback
 * (docs/decisions/019-responsive-images.md). `sizes` comes from IMAGE_SIZES, which the server's
 * preloads use too. A URL that is not a stored original (a photo being picked) is shown as it is.
 */
import type { ImgHTMLAttributes } from 'react';
import { IMAGE_FORMATS, IMAGE_MIME_TYPES, imageSrcSet } from '#shared/images';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>;

export function ProductPhoto({
  src,
  alt,
  sizes,
  ...img
}: ImgProps & { src: string; alt: string; sizes: string }) {
  const sources = IMAGE_FORMATS.map((format) => ({ format, srcSet: imageSrcSet(src, format) }));
  return (
    <picture className="contents">
      {sources.map(({ format, srcSet }) =>
        srcSet ? <source key={format} type={IMAGE_MIME_TYPES[format]} srcSet={srcSet} sizes={sizes} /> : null,
      )}
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
