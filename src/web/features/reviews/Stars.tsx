/** Five stars, filled to the rating; the number is what a screen reader hears. */
import { Star } from 'lucide-react';

export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          size={size}
          className={n <= Math.round(value) ? 'fill-amber-500 text-amber-600' : 'fill-none text-neutral-400'}
        />
      ))}
    </span>
  );
}
