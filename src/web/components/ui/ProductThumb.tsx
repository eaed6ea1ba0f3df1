/** A product photo in a fixed box, so lists and table rows line up even while images load. */
const boxes = {
  /** A line of an order in a table. */
  xs: { box: 'h-10 w-8 rounded', width: 32, height: 40 },
  /** A row of the products table. */
  row: { box: 'h-15 w-12 rounded', width: 48, height: 60 },
  sm: { box: 'h-16 w-16 rounded-md border border-neutral-200', width: undefined, height: undefined },
  md: {
    box: 'h-24 w-24 rounded-md border border-neutral-200 sm:h-28 sm:w-28',
    width: undefined,
    height: undefined,
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
  const { box, width, height } = boxes[size];
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      className={`${box} shrink-0 bg-neutral-100 object-cover`}
    />
  );
}
