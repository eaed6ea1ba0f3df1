/** Where a visitor's wishlist is kept in the browser (browser-wishlist.ts), and whether it holds any. */
export const WISHLIST_STORAGE_KEY = 'oversized-wishlist';

export function browserWishlistIsEmpty(): boolean {
  try {
    return !window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a blocked cookie setting): nothing can have been saved.
    return true;
  }
}
