/**
 * The heart on product cards and the product page (docs/product.md section 19): pressed when the
 * product is in the wishlist. The server and the browser's first render draw it empty (the list
 * is the browser's), so hydration always agrees. The live heart, its own chunk, takes over only
 * when it may have something to show or is pressed (live-hearts.ts), so a page of cards hydrates
 * without it (docs/decisions/036-fast-again.md).
 */
import { lazy, Suspense, useState } from 'react';
import { HeartButton, type HeartProps } from './HeartButton';
import { bringHeartsToLife, useLiveHearts } from './live-hearts';

const LiveWishlistHeart = lazy(() =>
  import('./LiveWishlistHeart').then((module) => ({ default: module.LiveWishlistHeart })),
);

export function WishlistHeart(props: HeartProps) {
  const live = useLiveHearts();
  const [pressed, setPressed] = useState(false);
  const neutral = (
    <HeartButton
      {...props}
      saved={false}
      known={false}
      onClick={() => {
        setPressed(true);
        bringHeartsToLife();
      }}
    />
  );
  if (!live && !pressed) return neutral;
  return (
    <Suspense fallback={neutral}>
      <LiveWishlistHeart {...props} pressedEarly={pressed} />
    </Suspense>
  );
}
