/** Offer price beside the struck-through original price, both with the rupee sign. */
import { formatRupees } from '#shared/money';

export function PriceTag({
  price,
  actualPrice,
  size = 'md',
}: {
  price: number;
  actualPrice: number;
  size?: 'md' | 'lg';
}) {
  const off = actualPrice > price ? Math.round(((actualPrice - price) / actualPrice) * 100) : 0;
  return (
    <p
      className={`flex flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-2xl' : 'text-sm sm:text-base'}`}
    >
      <span className="font-bold text-neutral-950">
        <span className="sr-only">Price </span>
        {formatRupees(price)}
      </span>
      {off > 0 && (
        <>
          <s className={`text-neutral-600 ${size === 'lg' ? 'text-lg' : 'text-xs sm:text-sm'}`}>
            <span className="sr-only">Original price </span>
            {formatRupees(actualPrice)}
          </s>
          <span
            className={`font-semibold text-green-800 ${size === 'lg' ? 'text-base' : 'text-xs sm:text-sm'}`}
          >
            {off}% off
          </span>
        </>
      )}
    </p>
  );
}
