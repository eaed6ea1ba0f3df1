/** /users/cart: the lines, Sub Total and Check Out (docs/product.md sections 2, 5, 8). */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EMPTY_CART_MESSAGE } from '#shared/cart';
import type { Size } from '#shared/constants';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { CartLine } from './CartLine';
import { useCart, useChangeQuantity, useRemoveItem } from './cart-api';
import { cartTotals } from './cart-totals';

export function Component() {
  usePageTitle('Cart');
  const navigate = useNavigate();
  const cart = useCart();
  const change = useChangeQuantity();
  const remove = useRemoveItem();
  const [error, setError] = useState('');
  const [news, setNews] = useState('');
  const items = cart.data?.items ?? [];
  const busy = change.isPending || remove.isPending;

  const changeQuantity = (itemId: string, selectedSize: string, quantity: 1 | -1) => {
    setError('');
    setNews('');
    change.mutate(
      { itemId, selectedSize: selectedSize as Size, quantity },
      { onError: (err) => setError(errorText(err)) },
    );
  };
  const removeLine = (itemId: string, selectedSize: string) => {
    setError('');
    remove.mutate(
      { itemId, selectedSize: selectedSize as Size },
      { onSuccess: (res) => setNews(res.message), onError: (err) => setError(errorText(err)) },
    );
  };
  const checkOut = () => {
    if (items.length === 0) {
      setError(EMPTY_CART_MESSAGE);
      return;
    }
    navigate(paths.checkout);
  };

  if (cart.isPending) return <PageSpinner />;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="cart-heading">
      <h1 id="cart-heading" className="text-2xl font-black tracking-tight sm:text-3xl">
        Shopping Cart
      </h1>
      <div className="mt-4 space-y-3" aria-live="polite">
        <ErrorNotice>{error || (cart.isError ? errorText(cart.error) : '')}</ErrorNotice>
        <SuccessNotice>{news}</SuccessNotice>
      </div>
      {items.length === 0 && !cart.isError ? (
        <div className="mt-10 rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center">
          <p className="text-lg font-semibold">{EMPTY_CART_MESSAGE}</p>
          <Link to={paths.products} className="mt-4 inline-block font-medium underline underline-offset-4">
            Browse products
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200">
          {items.map((item) => (
            <CartLine
              key={item._id}
              item={item}
              busy={busy}
              onChange={(quantity) => changeQuantity(item.itemId, item.selectedSize, quantity)}
              onRemove={() => removeLine(item.itemId, item.selectedSize)}
            />
          ))}
        </ul>
      )}
      {/* An empty cart has nothing to total or check out: its message and link say it all. */}
      {items.length > 0 && (
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-lg">
            Sub Total: <span className="font-bold">{formatRupees(cartTotals(items).subtotal)}</span>
          </p>
          <button
            type="button"
            onClick={checkOut}
            className="rounded-md bg-neutral-900 px-8 py-3 font-semibold text-white hover:bg-neutral-700"
          >
            Check Out
          </button>
        </div>
      )}
    </section>
  );
}
