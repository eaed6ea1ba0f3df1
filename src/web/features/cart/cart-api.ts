/** The cart calls (docs/product.md section 7) and their TanStack Query hooks; one cache entry holds the cart. */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddToCartInput,
  BrowserCartLine,
  Cart,
  CartItem,
  CartMergeAnswer,
  RemoveItemInput,
  RemoveItemResponse,
} from '#shared/cart';
import { api } from '#web/lib/api';
import { browserCartLines, clearBrowserCart } from './browser-cart';

export const cartKey = ['cart'] as const;

export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return api<Cart>('/api/cart/get-cart-items', { signal });
}

export function addToCart(body: Pick<AddToCartInput, 'itemId' | 'selectedSize' | 'quantity'>): Promise<Cart> {
  return api<Cart>('/api/cart/add-to-cart', { method: 'POST', body });
}

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cartKey,
    queryFn: ({ signal }) => fetchCart(signal),
    refetchOnMount: 'always',
    enabled: options.enabled ?? true,
  });
}

/** +1 / -1 on a cart line; the answer is the whole cart, which replaces the cached one. */
export function useChangeQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => queryClient.setQueryData(cartKey, cart),
  });
}

export function useRemoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveItemInput) =>
      api<RemoveItemResponse>('/api/cart/remove-item', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

/** A visitor's browser cart shown as the cart page shows an account's: today's names, prices and stock. */
export function useBrowserCartPreview(lines: BrowserCartLine[]) {
  return useQuery({
    queryKey: ['cart-preview', lines],
    queryFn: ({ signal }) =>
      api<{ items: CartItem[] }>('/api/cart/preview', { method: 'POST', body: { items: lines }, signal }),
    enabled: lines.length > 0,
    placeholderData: (previous) => previous,
  });
}

/**
 * Sends the visitor's browser cart to the account just signed in to, then forgets it there; the
 * answer says, in words, what was capped or left out. A failure keeps the browser's lines (they
 * are merged at the next sign-in) and does not stand in the way of the login.
 */
export async function mergeBrowserCartIntoAccount(queryClient: QueryClient): Promise<string[]> {
  const lines = browserCartLines();
  if (lines.length === 0) return [];
  try {
    const merged = await api<CartMergeAnswer>('/api/cart/merge', { method: 'POST', body: { items: lines } });
    clearBrowserCart();
    const { adjusted, ...cart } = merged;
    queryClient.setQueryData(cartKey, cart);
    return adjusted;
  } catch {
    return [];
  }
}
