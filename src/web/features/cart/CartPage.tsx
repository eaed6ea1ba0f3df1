/**
 * /users/cart: the lines, Sub Total and Check Out (docs/product.md sections 2, 3, 5, 8), for a
 * shopper (the account's cart) and a visitor (the browser's cart, ./use-cart-lines.ts); a visitor
 * is asked to log in at Check Out, and their cart comes with them.
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EMPTY_CART_MESSAGE } from '#shared/cart';
import type { Size } from '#shared/constants';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { ErrorNotice, errorText, Notice, SuccessNotice } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import type { LoginState } from '../accounts/login-state';
import { CartOffers } from '../offers/CartOffers';
import { CartLine } from './CartLine';
import { cartTotals } from './cart-totals';
import { useCartLines } from './use-cart-lines';

/** What the login page says when a visitor checks out. */
export const CHECKOUT_LOGIN_NOTICE = 'Please log in to check out. Your cart comes with you.';

/** What the login page hands the cart after joining the browser's cart to the account's. */
export interface CartPageState {
  cartNotes?: string[];
}

export function Component() {
  usePageTitle('Cart');
  const navigate = useNavigate();
  const cart = useCartLines();
  const notes = (useLocation().state as CartPageState | null)?.cartNotes ?? [];
  const [error, setError] = useState('');
  const [news, setNews] = useState('');
  const items = cart.items;
  const busy = cart.busy;

  const changeQuantity = (itemId: string, selectedSize: string, quantity: 1 | -1) => {
    setError('');
    setNews('');
    cart.change({ itemId, selectedSize: selectedSize as Size, quantity }, (err) => setError(errorText(err)));
  };
  const removeLine = (itemId: string, selectedSize: string) => {
    setError('');
    cart.remove({ itemId, selectedSize: selectedSize as Size }, setNews, (err) => setError(errorText(err)));
  };
  const checkOut = () => {
    if (items.length === 0) {
      setError(EMPTY_CART_MESSAGE);
      return;
    }
    if (cart.visitor) {
      const state: LoginState = { notice: CHECKOUT_LOGIN_NOTICE, returnTo: paths.checkout };
      navigate(paths.login, { state });
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
        {notes.length > 0 && (
          <Notice detail={notes.join(' ')}>Your cart from before you logged in has joined this one.</Notice>
        )}
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
      {items.length > 0 && <CartOffers items={items} visitor={cart.visitor} />}
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
