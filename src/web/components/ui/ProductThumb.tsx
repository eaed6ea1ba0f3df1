/** A product photo in a fixed square, so lists line up even while images load. */
export function ProductThumb({ src, alt, size = 'md' }: { src: string; alt: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-16 w-16' : 'h-24 w-24 sm:h-28 sm:w-28';
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={`${box} shrink-0 rounded-md border border-neutral-200 bg-neutral-100 object-cover`}
    />
  );
}
