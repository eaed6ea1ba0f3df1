/**
 * On a phone the product page's Add to Cart sits below the photos: once it is out of view, a bar
 * at the window's bottom keeps the price and the way to buy at hand (docs/product.md section 5).
 * Without a size it takes the shopper to the sizes; with one it adds, as the button does. Its
 * button is named for what it does ("Add size M to cart"), so it is never mistaken for the page's
 * own Add to Cart.
 */
import { type RefObject, useEffect, useState } from 'react';
import { formatRupees } from '#shared/money';

const BAR_ROOM = ['pb-20', 'md:pb-0'];

/** Whether `target` lies outside the window (after it has been measured once). */
function useOutOfView(target: RefObject<HTMLElement | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return outOfView;
}

export function StickyAddToCart({
  anchor,
  price,
  selectedSize,
  added,
  onAdd,
}: {
  /** The page's own Add to Cart: the bar shows while it is out of view. */
  anchor: RefObject<HTMLElement | null>;
  price: number;
  selectedSize: string | null;
  added: boolean;
  onAdd: () => void;
}) {
  const outOfView = useOutOfView(anchor);
  // The page's end (its footer) scrolls clear of the bar while the bar is there.
  useEffect(() => {
    if (!outOfView) return;
    document.body.classList.add(...BAR_ROOM);
    return () => document.body.classList.remove(...BAR_ROOM);
  }, [outOfView]);
  if (!outOfView) return null;
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
