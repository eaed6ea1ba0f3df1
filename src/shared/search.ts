/**
 * Catalogue search (docs/product.md section 10; docs/decisions/009-storefront-search-sizes-delivery.md):
 * the query rules and URLs shared by the API and the web app.
 */
import { z } from 'zod';
import { categoryParamSchema, pageParamSchema } from './catalog';
import {
  appendFilterParams,
  type CatalogFilters,
  catalogFilterFields,
  FILTER_PRICE_ORDER_MESSAGE,
  NO_FILTERS,
  priceRangeInOrder,
} from './catalog-filters';

/** Longer than any product name a shopper would type; a longer query is refused, not cut. */
export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_TOO_LONG_MESSAGE = `Search words can be at most ${MAX_SEARCH_LENGTH} characters.`;
export const SEARCH_NOT_TEXT_MESSAGE = 'Search words must be text.';

/** What the results page says when nothing matches (docs/product.md section 10). */
export function noProductsMatchMessage(words: string): string {
  return `No products match '${words}'`;
}

/** Trimmed, inner runs of white space made one space: the form every search is made in. */
export function normalizeSearchWords(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

const searchWordsParam = z
  .string({ error: SEARCH_NOT_TEXT_MESSAGE })
  .optional()
  .transform((value) => normalizeSearchWords(value ?? ''))
  .refine((words) => words.length <= MAX_SEARCH_LENGTH, { error: SEARCH_TOO_LONG_MESSAGE });

/**
 * GET /api/items/search?q=&page=&category=&size=&min=&max=&sort= ; an empty (or absent) q
 * answers like /get-items with the same filters.
 */
export const searchQuerySchema = z
  .object({
    q: searchWordsParam,
    page: pageParamSchema,
    category: categoryParamSchema,
    ...catalogFilterFields,
  })
  .refine(priceRangeInOrder, { error: FILTER_PRICE_ORDER_MESSAGE });
export type SearchQuery = z.output<typeof searchQuerySchema>;

export { searchPagePath, searchPageTitle } from './search-pages';

/** The URL the web app requests one page of results with (and the key of an inlined answer). */
export function searchApiUrl(
  words: string,
  page: number,
  filters: CatalogFilters = NO_FILTERS,
  category?: string,
): string {
  const query = new URLSearchParams({ q: words, page: String(page) });
  if (category) query.set('category', category);
  return `/api/items/search?${appendFilterParams(query, filters)}`;
}

/** GET /api/items/facets?q=&category=&size=&min=&max= : the counts beside a list's filters. */
export const facetsQuerySchema = z
  .object({ q: searchWordsParam, category: categoryParamSchema, ...catalogFilterFields })
  .refine(priceRangeInOrder, { error: FILTER_PRICE_ORDER_MESSAGE });
