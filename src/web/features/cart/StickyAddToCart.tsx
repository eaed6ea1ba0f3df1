/**
 * On a phone the product page's Add to Cart sits below the photos: once it is out of view, a bar
 * at the window's bottom keeps the price and the way to buy at hand (docs/product.md section 5).
 * Without a size it takes the shopper to the sizes; with one it adds, as the button does. Its
 * button is named for what it does ("Add size M to cart"), so it is never mistaken for the page's
 * own Add to Cart. Its code is a chunk of its own, loaded the first time the button leaves the
 * view of a phone (AddToCartButton.tsx; docs/decisions/036-fast-again.md): on a laptop never.
 */
import { useEffect } from 'react';
import { formatRupees } from '#shared/money';

const BAR_ROOM = ['pb-20', 'md:pb-0'];

export function StickyAddToCart({
  price,
  selectedSize,
  added,
  onAdd,
}: {
  price: number;
  selectedSize: string | null;
  added: boolean;
  onAdd: () => void;
}) {
  // The page's end (its footer) scrolls clear of the bar while the bar is there.
  useEffect(() => {
    document.body.classList.add(...BAR_ROOM);
    return () => document.body.classList.remove(...BAR_ROOM);
  }, []);
  const chooseSize = () => {
    const firstSize = document.querySelector<HTMLInputElement>('input[name="size"]');
    firstSize?.scrollIntoView({ block: 'center' });
    firstSize?.focus({ preventScroll: true });
  };
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden">
      <p className="font-bold">{formatRupees(price)}</p>
      <p className="min-w-0 flex-1 text-sm text-green-800">{added ? 'Added to your cart.' : ''}</p>
      <button
        type="button"
        onClick={selectedSize ? onAdd : chooseSize}
        className="rounded bg-neutral-900 px-5 py-2.5 font-semibold text-white hover:bg-neutral-700"
      >
        {selectedSize ? `Add size ${selectedSize} to cart` : 'Choose a size'}
      </button>
    </div>
  );
}
