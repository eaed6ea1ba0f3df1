/**
 * Catalogue reads for the storefront: one page of products, all pages of a category, one
 * product. The first screen's answer usually came with the page's HTML (initial-data.ts).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { catalogPageUrl, type ProductJson, productApiUrl } from '#shared/catalog';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
import { api } from '#web/lib/api';
import { takeInitialAnswer } from '#web/lib/initial-data';

export function fetchProductPage(page: number, category?: string, signal?: AbortSignal) {
  return api<ProductJson[]>(catalogPageUrl(page, category), { withApiKey: true, signal });
}

export function fetchProduct(itemId: string, signal?: AbortSignal) {
  return api<ProductJson>(productApiUrl(itemId), { withApiKey: true, signal });
}

/** Page 1 of every category: the home page's "Our Products". */
export function useNewestProducts() {
  return useQuery({
    queryKey: ['products', 'newest'],
    queryFn: ({ signal }) => fetchProductPage(1, undefined, signal),
    initialData: () => takeInitialAnswer<ProductJson[]>(catalogPageUrl(1)),
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
    initialData: () => {
      const first = takeInitialAnswer<ProductJson[]>(catalogPageUrl(1, category));
      return first && { pages: [first], pageParams: [1] };
    },
    // Dropped as soon as another category is shown, so coming back starts again at page 1.
    gcTime: 0,
  });
}

export function useProduct(itemId: string) {
  return useQuery({
    queryKey: ['product', itemId],
    queryFn: ({ signal }) => fetchProduct(itemId, signal),
    initialData: () => takeInitialAnswer<ProductJson>(productApiUrl(itemId)),
    retry: false,
  });
}
