/** The wishlist calls (docs/product.md section 19) and their TanStack Query hooks; one cache entry holds a shopper's list. */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrowserWishlistLine, WishlistAnswer } from '#shared/wishlist';
import { api } from '#web/lib/api';
import { browserWishlist, clearBrowserWishlist } from './browser-wishlist';

export const wishlistKey = ['wishlist'] as const;

export function useWishlist(options: { enabled: boolean }) {
  return useQuery({
    queryKey: wishlistKey,
    queryFn: ({ signal }) => api<WishlistAnswer>('/api/wishlist', { signal }),
    enabled: options.enabled,
  });
}

/** A visitor's browser list with today's names, prices and sizes in stock. */
export function useBrowserWishlistPreview(lines: BrowserWishlistLine[]) {
  return useQuery({
    queryKey: ['wishlist-preview', lines],
    queryFn: ({ signal }) =>
      api<WishlistAnswer>('/api/wishlist/preview', { method: 'POST', body: { items: lines }, signal }),
    enabled: lines.length > 0,
    placeholderData: (previous) => previous,
  });
}

/** Saves (true) or removes (false) a product from a signed-in shopper's list; the answer replaces the cached list. */
export function useSaveToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, saved }: { itemId: string; saved: boolean }) =>
      api<WishlistAnswer>(`/api/wishlist/${encodeURIComponent(itemId)}`, {
        method: saved ? 'PUT' : 'DELETE',
      }),
    onSuccess: (list) => queryClient.setQueryData(wishlistKey, list),
  });
}

/**
 * Sends the visitor's browser list to the account just signed in to, then forgets it there. A
 * failure keeps the browser's list (joined at the next sign-in) and does not stand in the way of
 * the login.
 */
export async function mergeBrowserWishlistIntoAccount(queryClient: QueryClient): Promise<void> {
  const lines = browserWishlist();
  if (lines.length === 0) return;
  try {
    const merged = await api<WishlistAnswer>('/api/wishlist/merge', {
      method: 'POST',
      body: { items: lines },
    });
    clearBrowserWishlist();
    queryClient.setQueryData(wishlistKey, merged);
  } catch {
    // kept for the next sign-in
  }
}
