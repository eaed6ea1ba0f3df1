/**
 * The catalogue's API addresses, apart from catalog.ts and its validation schemas so that the
 * storefront's first download can build them without zod.
 */
import { appendFilterParams, type CatalogFilters, NO_FILTERS } from './catalog-filters';

/**
 * The URL the web app requests one catalogue page with. The server keys the answers it inlines
 * in a page's HTML by the same URL, so both build it here.
 */
export function catalogPageUrl(
  page: number,
  category?: string,
  filters: CatalogFilters = NO_FILTERS,
): string {
  const query = new URLSearchParams({ page: String(page) });
  if (category) query.set('category', category);
  return `/get-items?${appendFilterParams(query, filters)}`;
}

/** The URL of the counts beside a list's filters (and the key of its inlined answer). */
export function facetsApiUrl(where: { category?: string; words?: string }, filters: CatalogFilters): string {
  const query = new URLSearchParams();
  if (where.words) query.set('q', where.words);
  if (where.category) query.set('category', where.category);
  // The order does not change a count.
  return `/api/items/facets?${appendFilterParams(query, { ...filters, sort: undefined })}`;
}

export { productApiUrl } from './product-url';
