/**
 * Which list a /products URL shows: a category or a search, each with its filters (docs/product.md
 * section 2, "Filters and sorting"). The page, the server that renders it and the server that
 * preloads its answers all read the URL here, so they ask for the same API URLs.
 */
import { catalogPageUrl, facetsApiUrl } from './catalog';
import { appendFilterParams, type CatalogFilters, filtersFromSearchParams } from './catalog-filters';
import { collectionFacetsUrl, collectionItemsUrl, collectionPagePath } from './collections/public';
import { DEFAULT_CATEGORY } from './constants';
import { paths } from './paths';
import { MAX_SEARCH_LENGTH, normalizeSearchWords, searchApiUrl } from './search';

export interface CatalogList {
  /** Normalized search words; absent for a category's list. */
  words?: string;
  /** A category's list always has one; a search may be narrowed to one. */
  category?: string;
  filters: CatalogFilters;
  /** A collection's slug: the list is that collection's products (BUSINESS.md section 11). */
  collection?: string;
}

/** The longest category the API accepts; a longer one is fetched by the page and refused. */
export const MAX_CATEGORY_LENGTH = 100;

export function catalogListOf(params: URLSearchParams): CatalogList {
  const words = normalizeSearchWords(params.get('q') ?? '');
  const filters = filtersFromSearchParams(params);
  if (words) return { words, category: params.get('category') || undefined, filters };
  return { category: params.get('category') || DEFAULT_CATEGORY, filters };
}

/** Whether the API would answer the list at all (the page shows the API's message otherwise). */
export function isAnswerable(list: CatalogList): boolean {
  return (
    (list.words ?? '').length <= MAX_SEARCH_LENGTH && (list.category ?? '').length <= MAX_CATEGORY_LENGTH
  );
}

/** The API URL of one page of the list. */
export function listPageUrl(list: CatalogList, page: number): string {
  if (list.collection) return collectionItemsUrl(list.collection, page, list.category, list.filters);
  return list.words
    ? searchApiUrl(list.words, page, list.filters, list.category)
    : catalogPageUrl(page, list.category, list.filters);
}

/** The API URL of the counts beside the list's filters. */
export function listFacetsUrl(list: CatalogList): string {
  if (list.collection) return collectionFacetsUrl(list.collection, list.category, list.filters);
  return facetsApiUrl(list, list.filters);
}

/**
 * How many pages of a list the shopper has loaded with Load More, kept in its URL (`page=3`) so
 * Back from a product shows them all again (issue 40 point 10). A filter's change or a category's
 * link drops it: a new list starts at page 1.
 */
export const SHOWN_PAGES_PARAM = 'page';
/** At most 20 pages (160 products) are loaded again for one URL. */
export const MAX_SHOWN_PAGES = 20;

export function shownPagesOf(params: URLSearchParams): number {
  const pages = Number(params.get(SHOWN_PAGES_PARAM));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_SHOWN_PAGES) : 1;
}

/** The same URL query with the number of pages shown (none for the first page alone). */
export function withShownPages(search: string, pages: number): string {
  const query = new URLSearchParams(search);
  if (pages > 1) query.set(SHOWN_PAGES_PARAM, String(pages));
  else query.delete(SHOWN_PAGES_PARAM);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The storefront URL of the list: what a filter's change or a category's link navigates to. */
export function listPath(list: CatalogList): string {
  const query = new URLSearchParams();
  if (list.words) query.set('q', list.words);
  if (list.category) query.set('category', list.category);
  appendFilterParams(query, list.filters);
  const text = query.toString();
  const path = list.collection ? collectionPagePath(list.collection) : paths.products;
  return text ? `${path}?${text}` : path;
}
