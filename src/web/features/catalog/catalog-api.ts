/**
 * Catalogue reads for the storefront: one page of products, all pages of a category or of a
 * search, one product. The first screen's answer usually came with the page's HTML (initial-data.ts); the server
 * loads the same URLs (page-data.ts).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { catalogPageUrl, type ProductJson, productApiUrl } from '#shared/catalog';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
import { searchApiUrl } from '#shared/search';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

export function fetchProductPage(page: number, category?: string, signal?: AbortSignal) {
  return api<ProductJson[]>(catalogPageUrl(page, category), { withApiKey: true, signal });
}

export function fetchProduct(itemId: string, signal?: AbortSignal) {
  return api<ProductJson>(productApiUrl(itemId), { withApiKey: true, signal });
}

/** Page 1 of every category: the home page's "Our Products". */
export function useNewestProducts() {
  const initial = useInitialAnswers();
  return useQuery({
    queryKey: ['products', 'newest'],
    queryFn: ({ signal }) => fetchProductPage(1, undefined, signal),
    initialData: () => initial<ProductJson[]>(catalogPageUrl(1)),
  });
}

/**
 * A list of product cards page by page (a category or a search); a short page (fewer than 8) is
 * the last. `pageUrl` names each page's request, the inlined first answer's key too.
 */
function usePagedProducts(key: readonly unknown[], pageUrl: (page: number) => string) {
  const initial = useInitialAnswers();
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => api<ProductJson[]>(pageUrl(pageParam), { withApiKey: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === CATALOG_PAGE_SIZE ? pages.length + 1 : undefined,
    initialData: () => {
      const first = initial<ProductJson[]>(pageUrl(1));
      return first && { pages: [first], pageParams: [1] };
    },
    // Dropped as soon as another list is shown, so coming back starts again at page 1.
    gcTime: 0,
  });
}

export type PagedProducts = ReturnType<typeof usePagedProducts>;

export function useCategoryProducts(category: string) {
  return usePagedProducts(['products', 'category', category], (page) => catalogPageUrl(page, category));
}

/** The catalogue searched for `words`, best match first (the server orders it). */
export function useSearchResults(words: string) {
  return usePagedProducts(['products', 'search', words], (page) => searchApiUrl(words, page));
}

export function useProduct(itemId: string) {
  const initial = useInitialAnswers();
  return useQuery({
    queryKey: ['product', itemId],
    queryFn: ({ signal }) => fetchProduct(itemId, signal),
    initialData: () => initial<ProductJson>(productApiUrl(itemId)),
    retry: false,
  });
}
