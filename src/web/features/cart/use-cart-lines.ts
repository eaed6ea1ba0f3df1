/**
 * The cart page's lines and their changes, from the account (signed in) or from the browser (a
 * visitor, docs/product.md section 3): one shape, so the page draws both alike.
 */
import type { AddToCartInput, CartItem, RemoveItemInput } from '#shared/cart';
import { useCurrentUser } from '../accounts/use-current-user';
import { changeBrowserCart, removeFromBrowserCart, useBrowserCart } from './browser-cart';
import { useBrowserCartPreview, useCart, useChangeQuantity, useRemoveItem } from './cart-api';

type Change = Pick<AddToCartInput, 'itemId' | 'selectedSize'> & { quantity: 1 | -1 };
type Removal = Required<Pick<RemoveItemInput, 'itemId' | 'selectedSize'>>;

export interface CartLines {
  visitor: boolean;
  items: CartItem[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  busy: boolean;
  change(change: Change, onError: (err: unknown) => void): void;
  remove(removal: Removal, onDone: (message: string) => void, onError: (err: unknown) => void): void;
}

export function useCartLines(): CartLines {
  const { data: user, isPending: checkingUser } = useCurrentUser();
  const visitor = user === null;
  const account = useCart({ enabled: !checkingUser && !visitor });
  const change = useChangeQuantity();
  const remove = useRemoveItem();
  const lines = useBrowserCart();
  const preview = useBrowserCartPreview(visitor ? lines : []);

  if (visitor) {
    // The preview's stock and prices, with the browser's own quantities as the shopper changes them.
    const previewed = new Map(
      (preview.data?.items ?? []).map((item) => [`${item.itemId} ${item.selectedSize}`, item]),
    );
    const items = lines.flatMap((line, index) => {
      const item = previewed.get(`${line.itemId} ${line.selectedSize}`);
      return item ? [{ ...item, _id: `browser-${index}`, quantity: line.quantity }] : [];
    });
    return {
      visitor,
      items,
      isPending: lines.length > 0 && preview.isPending,
      isError: preview.isError,
      error: preview.error,
      busy: false,
      change({ itemId, selectedSize, quantity }, onError) {
        const item = items.find((i) => i.itemId === itemId && i.selectedSize === selectedSize);
        const changed = changeBrowserCart(itemId, selectedSize, quantity, item?.available);
        if (!changed && item && quantity > 0)
          onError(new Error(`Only ${item.available} left in size ${selectedSize}`));
      },
      remove({ itemId, selectedSize }, onDone) {
        removeFromBrowserCart(itemId, selectedSize);
        onDone('Item removed');
      },
    };
  }
  return {
    visitor,
    items: account.data?.items ?? [],
    isPending: checkingUser || account.isPending,
    isError: account.isError,
    error: account.error,
    busy: change.isPending || remove.isPending,
    change(body, onError) {
      change.mutate(body, { onError });
    },
    remove(body, onDone, onError) {
      remove.mutate(body, { onSuccess: (res) => onDone(res.message), onError });
    },
  };
}
