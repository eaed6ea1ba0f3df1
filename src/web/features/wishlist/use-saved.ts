/**
 * Whether a product is in the wishlist, and a toggle: the browser's list for a visitor, the
 * account's for a shopper. Until the page has hydrated and the visitor is known, every product
 * reads as not saved, the same as the server rendered it.
 */
import { useCurrentUser } from '../accounts/use-current-user';
import { addToBrowserWishlist, removeFromBrowserWishlist, useBrowserWishlist } from './browser-wishlist';
import { useHydrated } from './use-hydrated';
import { useSaveToWishlist, useWishlist } from './wishlist-api';

export function useSavedProduct(itemId: string, price: number) {
  const hydrated = useHydrated();
  const { data: user } = useCurrentUser();
  const browserLines = useBrowserWishlist();
  const account = useWishlist({ enabled: hydrated && Boolean(user) });
  const save = useSaveToWishlist();
  const known = hydrated && user !== undefined && (user === null || account.data !== undefined);
  const saved = !known
    ? false
    : user
      ? (account.data?.items.some((item) => item.itemId === itemId) ?? false)
      : browserLines.some((line) => line.itemId === itemId);

  function toggle(): { ok: true } | { ok: false; message: string } {
    const next = !saved;
    if (user) {
      save.mutate({ itemId, saved: next });
      return { ok: true };
    }
    if (!next) {
      removeFromBrowserWishlist(itemId);
      return { ok: true };
    }
    return addToBrowserWishlist(itemId, price)
      ? { ok: true }
      : { ok: false, message: 'Your wishlist is full; remove a product to save another.' };
  }
  return { known, saved: save.isPending ? Boolean(save.variables?.saved) : saved, toggle, error: save.error };
}
