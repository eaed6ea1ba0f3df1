/** The main photo and up to three thumbnails; choosing a thumbnail swaps it with the main photo. */
import { useState } from 'react';
import { IMAGE_SIZES } from '#shared/images';
import { ProductPhoto } from '#web/components/ui/ProductPhoto';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './ProductCard';

export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [order, setOrder] = useState(images);
  const [main, ...thumbnails] = order;
  const swap = (index: number) =>
    setOrder((current) => {
      const next = [...current];
      [next[0], next[index + 1]] = [next[index + 1]!, next[0]!];
      return next;
    });
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl bg-neutral-100">
        <ProductPhoto
          src={main!}
          alt={name}
          sizes={IMAGE_SIZES.product}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          fetchPriority="high"
          data-testid="main-image"
          className="aspect-[4/5] h-auto w-full object-cover"
        />
      </div>
      <ul aria-label="More photos" className="grid grid-cols-3 gap-3">
        {thumbnails.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => swap(index)}
              aria-label={`Show photo ${index + 2} of ${order.length}`}
              className="block w-full overflow-hidden rounded-lg bg-neutral-100 ring-neutral-950 hover:ring-2 focus-visible:ring-2"
            >
              <ProductPhoto
                src={src}
                alt=""
                sizes={IMAGE_SIZES.productThumb}
                width={PHOTO_WIDTH}
                height={PHOTO_HEIGHT}
                loading="lazy"
                className="aspect-[4/5] h-auto w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
