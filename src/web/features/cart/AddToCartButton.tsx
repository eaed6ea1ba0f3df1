/**
 * Add to Cart on the product page (docs/product.md section 5): no size -> "please select size";
 * otherwise one unit is added and a link to the cart appears. A visitor's unit goes into the
 * browser's cart (browser-cart.ts), which joins the account's at sign-in (section 3).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type AddToCartInput, SELECT_SIZE_MESSAGE } from '#shared/cart';
import { paths } from '#shared/paths';
import { errorText } from '#web/components/ui/Notice';
import { trackOnThisPage } from '#web/lib/analytics';
import { ApiError } from '#web/lib/api';
import { useCurrentUser } from '../accounts/use-current-user';
import { changeBrowserCart } from './browser-cart';
import { addToCart, cartKey } from './cart-api';
import { useOutOfViewOnPhone } from './use-out-of-view';

const StickyAddToCart = lazy(() =>
  import('./StickyAddToCart').then((module) => ({ default: module.StickyAddToCart })),
);

export interface AddToCartButtonProps {
  itemId: string;
  selectedSize: string | null;
  /** Shown in the phone's bar that stands in for the button once it scrolls away. */
  price: number;
}

/** The funnel's add-to-cart step (BUSINESS.md section 16). */
function trackAdded() {
  trackOnThisPage('add_to_cart');
}

export function AddToCartButton({ itemId, selectedSize, price }: AddToCartButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const outOfView = useOutOfViewOnPhone(button);
  const [notice, setNotice] = useState<{ kind: 'error' | 'added'; text: string } | null>(null);
  const add = useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKey, cart);
      setNotice({ kind: 'added', text: 'Added to your cart.' });
      trackAdded();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) navigate(paths.login);
      else setNotice({ kind: 'error', text: errorText(err) });
    },
  });

  const onClick = () => {
    if (add.isPending) return;
    setNotice(null);
    if (!selectedSize) {
      setNotice({ kind: 'error', text: SELECT_SIZE_MESSAGE });
      return;
    }
    if (user === null) {
      const added = changeBrowserCart(itemId, selectedSize as AddToCartInput['selectedSize'], 1);
      if (added) trackAdded();
      setNotice(
        added
          ? { kind: 'added', text: 'Added to your cart.' }
          : { kind: 'error', text: 'Your cart already holds as many of this size as one order may.' },
      );
      return;
    }
    add.mutate({ itemId, selectedSize: selectedSize as AddToCartInput['selectedSize'], quantity: 1 });
  };

  return (
    <div>
      <button
        ref={button}
        type="button"
        onClick={onClick}
        // Not `disabled`: a disabled button drops the keyboard focus to the page's start while the
        // cart answers; aria-disabled keeps it here and still tells a screen reader to wait.
        aria-disabled={add.isPending}
        className="w-full rounded bg-neutral-900 px-6 py-3 font-semibold text-white hover:bg-neutral-700 aria-disabled:opacity-60"
      >
        {add.isPending ? 'Adding…' : 'Add to Cart'}
      </button>
      <div aria-live="polite">
        {notice?.kind === 'error' && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {notice.text}
          </p>
        )}
        {notice?.kind === 'added' && (
          <p role="status" className="mt-2 text-sm text-green-800">
            {notice.text}{' '}
            <Link to={paths.cart} className="font-semibold underline underline-offset-2">
              Go to cart
            </Link>
          </p>
        )}
      </div>
      {outOfView && (
        <Suspense fallback={null}>
          <StickyAddToCart
            price={price}
            selectedSize={selectedSize}
            added={notice?.kind === 'added'}
            onAdd={onClick}
          />
        </Suspense>
      )}
    </div>
  );
}
