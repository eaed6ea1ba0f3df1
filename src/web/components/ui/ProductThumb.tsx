/**
 * A product photo in a fixed box, so lists and table rows line up even while images load; the
 * smallest variant that fills the box is fetched (`sizes` is the box's width).
 */
import { ProductPhoto } from './ProductPhoto';

const boxes = {
  /** A line of an order in a table. */
  xs: { box: 'h-10 w-8 rounded', width: 32, height: 40, sizes: '32px' },
  /** A row of the products table. */
  row: { box: 'h-15 w-12 rounded', width: 48, height: 60, sizes: '48px' },
  sm: {
    box: 'h-16 w-16 rounded-md border border-neutral-200',
    width: undefined,
    height: undefined,
    sizes: '64px',
  },
  md: {
    box: 'h-24 w-24 rounded-md border border-neutral-200 sm:h-28 sm:w-28',
    width: undefined,
    height: undefined,
    sizes: '(min-width: 640px) 112px, 96px',
  },
};

export function ProductThumb({
  src,
  alt,
  size = 'md',
}: {
  src: string;
  alt: string;
  size?: keyof typeof boxes;
}) {
  const { box, width, height, sizes } = boxes[size];
  return (
    <ProductPhoto
      src={src}
      alt={alt}
      sizes={sizes}
      width={width}
      height={height}
      loading="lazy"
      className={`${box} shrink-0 bg-neutral-100 object-cover`}
    />
  );
}
