/** Catalogue reads for the storefront: one page of products, all pages of a category, one product. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductJson } from '../../../shared/catalog';
import { CATALOG_PAGE_SIZE } from '../../../shared/constants';
import { api } from '../../lib/api';

export function fetchProductPage(page: number, category?: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (category) query.set('category', category);
  return api<ProductJson[]>(`/get-items?${query}`, { withApiKey: true, signal });
}

export function fetchProduct(itemId: string, signal?: AbortSignal) {
  return api<ProductJson>(`/api/items/${encodeURIComponent(itemId)}`, { withApiKey: true, signal });
}

/** Page 1 of every category: the home page's "Our Products". */
export function useNewestProducts() {
  return useQuery({
    queryKey: ['products', 'newest'],
    queryFn: ({ signal }) => fetchProductPage(1, undefined, signal),
  });
}

/** A category page by page; a short page (fewer than 8) is the last. */
export function useCategoryProducts(category: string) {
  return useInfiniteQuery({
    queryKey: ['products', 'category', category],
    queryFn: ({ pageParam, signal }) => fetchProductPage(pageParam, category, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === CATALOG_PAGE_SIZE ? pages.length + 1 : undefined,
    // Dropped as soon as another category is shown, so coming back starts again at page 1.
    gcTime: 0,
  });
}

export function useProduct(itemId: string) {
  return useQuery({
    queryKey: ['product', itemId],
    queryFn: ({ signal }) => fetchProduct(itemId, signal),
    retry: false,
  });
}
