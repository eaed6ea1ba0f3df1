/**
 * The heart on product cards and the product page (docs/product.md section 19): pressed when the
 * product is in the wishlist. The server and the browser's first render draw it empty (the list
 * is the browser's), so hydration always agrees; after hydration the live heart, loaded as its own
 * chunk so the storefront's first JavaScript stays within its budget (decisions/020), takes over.
 */
import { lazy, Suspense } from 'react';
import { HeartButton, type HeartProps } from './HeartButton';
import { useHydrated } from './use-hydrated';

const LiveWishlistHeart = lazy(() =>
  import('./LiveWishlistHeart').then((module) => ({ default: module.LiveWishlistHeart })),
);

export function WishlistHeart(props: HeartProps) {
  const hydrated = useHydrated();
  const neutral = <HeartButton {...props} saved={false} known={false} />;
  if (!hydrated) return neutral;
  return (
    <Suspense fallback={neutral}>
      <LiveWishlistHeart {...props} />
    </Suspense>
  );
}
