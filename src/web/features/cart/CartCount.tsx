/**
 * How many items are in the cart, on the header's Cart link (and the phone's bag icon). It reads
 * the same cart query as the cart page (cart-api.ts), so adding, changing, removing and checking
 * out, which all update or refetch that query, keep it current. A visitor's count is the browser's
 * cart (browser-cart.ts), so a visitor's page asks the server for no cart
 * (docs/decisions/007-fast-storefront.md).
 */
import { useQuery } from '@tanstack/react-query';
import { useBrowserCart } from './browser-cart';
import { cartKey, fetchCart } from './cart-api';

export function itemCount(cart: { items: readonly { quantity: number }[] }): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function CartCount({ visitor = false }: { visitor?: boolean }) {
  const { data: accountCount } = useQuery({
    queryKey: cartKey,
    queryFn: ({ signal }) => fetchCart(signal),
    select: itemCount,
    enabled: !visitor,
  });
  const browserLines = useBrowserCart();
  const count = visitor ? itemCount({ items: browserLines }) : accountCount;
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute top-0 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-neutral-900 px-1 text-xs font-bold leading-none text-white md:static md:ml-0.5"
        data-testid="cart-count"
      >
        {count > 99 ? '99+' : count}
      </span>
      {/* Read out as "Cart (2 items)". */}
      <span className="sr-only">{`(${count} ${count === 1 ? 'item' : 'items'})`}</span>
    </>
  );
}
