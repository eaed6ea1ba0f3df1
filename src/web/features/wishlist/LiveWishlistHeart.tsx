/** The heart once the page has hydrated: the wishlist's state and its toggle (loaded after the page, see WishlistHeart.tsx). */
import { useState } from 'react';
import { errorText } from '#web/components/ui/Notice';
import { HeartButton, type HeartProps } from './HeartButton';
import { useSavedProduct } from './use-saved';

export function LiveWishlistHeart(props: HeartProps) {
  const { known, saved, toggle, error } = useSavedProduct(props.itemId, props.price);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <HeartButton
      {...props}
      saved={saved}
      known={known}
      message={refusal ?? (error ? errorText(error) : null)}
      onClick={() => {
        if (!known) return;
        const result = toggle();
        setRefusal(result.ok ? null : result.message);
      }}
    />
  );
}
