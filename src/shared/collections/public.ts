/**
 * Collections (BUSINESS.md section 11): the shapes and URLs the storefront reads. Kept free of zod,
 * like the catalogue's URLs, so the storefront's pages do not download it
 * (docs/decisions/020-lighter-pages.md); the admin's form is in ./input.ts.
 */
import { appendFilterParams, type CatalogFilters } from '../catalog-filters';

export const COLLECTION_KINDS = ['hand_picked', 'rule'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** A rule: every condition given must hold; prices in whole rupees, both ends included. */
export interface CollectionRule {
  category: string | null;
  colourFamily: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** Only the N newest products that meet the other conditions. */
  newest: number | null;
}

/** A collection as the storefront shows it. */
export interface CollectionJson {
  slug: string;
  name: string;
  description: string;
  /** The cover photo's URL, or null. */
  coverImage: string | null;
}

export const COLLECTION_NOT_FOUND_MESSAGE = 'There is no such collection';

export const collectionsApiUrl = '/api/collections';
export const collectionApiUrl = (slug: string) => `/api/collections/${encodeURIComponent(slug)}`;
export const collectionPagePath = (slug: string) => `/collections/${encodeURIComponent(slug)}`;
export const COLLECTIONS_PATH = '/collections';

function withQuery(base: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** One page of a collection's products, filtered and sorted as the catalogue's are. */
export function collectionItemsUrl(
  slug: string,
  page: number,
  category: string | undefined,
  filters: CatalogFilters,
): string {
  const query = new URLSearchParams();
  query.set('page', String(page));
  if (category) query.set('category', category);
  appendFilterParams(query, filters);
  return withQuery(`${collectionApiUrl(slug)}/items`, query);
}

/** The counts beside a collection's filters. */
export function collectionFacetsUrl(
  slug: string,
  category: string | undefined,
  filters: CatalogFilters,
): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  appendFilterParams(query, { ...filters, sort: undefined });
  return withQuery(`${collectionApiUrl(slug)}/facets`, query);
}
