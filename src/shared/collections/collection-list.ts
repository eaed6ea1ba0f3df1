/**
 * The list a /collections/{slug} URL shows: the collection's products, narrowed to a category
 * when the shopper picks one, with the catalogue's filters (BUSINESS.md section 11).
 */
import { filtersFromSearchParams } from '../catalog-filters';
import type { CatalogList } from '../catalog-list';

export function collectionListOf(slug: string, params: URLSearchParams): CatalogList {
  return {
    collection: slug,
    category: params.get('category') || undefined,
    filters: filtersFromSearchParams(params),
  };
}

/** The slug in a /collections/{slug} path; undefined for any other path. */
export function collectionSlugOf(pathname: string): string | undefined {
  const match = /^\/collections\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
