/** The cart calls (docs/product.md section 7) and their TanStack Query hooks; one cache entry holds the cart. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, Cart, RemoveItemInput, RemoveItemResponse } from '#shared/cart';
import { api } from '#web/lib/api';

export const cartKey = ['cart'] as const;

export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return api<Cart>('/api/cart/get-cart-items', { signal });
}

export function addToCart(body: Pick<AddToCartInput, 'itemId' | 'selectedSize' | 'quantity'>): Promise<Cart> {
  return api<Cart>('/api/cart/add-to-cart', { method: 'POST', body });
}

export function useCart() {
  return useQuery({
    queryKey: cartKey,
    queryFn: ({ signal }) => fetchCart(signal),
    refetchOnMount: 'always',
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
