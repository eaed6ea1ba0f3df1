/**
 * The URL the web app requests one product with (and the key of its inlined answer): a module of
 * its own, so the product page's first download carries none of the catalogue's list filters.
 */
export function productApiUrl(itemId: string): string {
  return `/api/items/${encodeURIComponent(itemId)}`;
}
