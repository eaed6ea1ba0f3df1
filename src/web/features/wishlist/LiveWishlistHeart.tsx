/** The heart once alive: the wishlist's state and its toggle (loaded when needed, see WishlistHeart.tsx). */
import { useEffect, useRef, useState } from 'react';
import { errorText } from '#web/components/ui/Notice';
import { HeartButton, type HeartProps } from './HeartButton';
import { useSavedProduct } from './use-saved';

export function LiveWishlistHeart({
  pressedEarly = false,
  ...props
}: HeartProps & { pressedEarly?: boolean }) {
  const { known, saved, toggle, error } = useSavedProduct(props.itemId, props.price);
  const [refusal, setRefusal] = useState<string | null>(null);
  const press = () => {
    const result = toggle();
    setRefusal(result.ok ? null : result.message);
  };
  // A press made before this heart was alive is done once the heart knows the list, once.
  const early = useRef(pressedEarly);
  useEffect(() => {
    if (!early.current || !known) return;
    early.current = false;
    press();
  });
  return (
    <HeartButton
      {...props}
      saved={saved}
      known={known}
      message={refusal ?? (error ? errorText(error) : null)}
      onClick={() => {
        if (known) press();
      }}
    />
  );
}
