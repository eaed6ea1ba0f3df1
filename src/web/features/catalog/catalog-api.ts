/**
 * Catalogue reads for the storefront: one page of products, all pages of a category or of a
 * search (one product: product-api.ts). The first screen's answer usually came with the page's
 * HTML (initial-data.ts); the server loads the same URLs (page-data.ts).
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductJson } from '#shared/catalog';
import type { CatalogFacets } from '#shared/catalog-filters';
import { type CatalogList, listFacetsUrl, listPageUrl } from '#shared/catalog-list';
import { catalogPageUrl } from '#shared/catalog-urls';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

export function fetchProductPage(page: number, category?: string, signal?: AbortSignal) {
  return api<ProductJson[]>(catalogPageUrl(page, category), { withApiKey: true, signal });
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
    // Kept a while after the list is left: Back from a product shows the pages loaded at once
    // (use-list-pages.ts trims them when the list is opened afresh).
  });
}

export type PagedProducts = ReturnType<typeof usePagedProducts>;

/** A category's products or a search's results, filtered and ordered as the URL says (the server does both). */
export function useListProducts(list: CatalogList) {
  return usePagedProducts(listProductsKey(list), (page) => listPageUrl(list, page));
}

export const listProductsKey = (list: CatalogList) => ['products', listPageUrl(list, 1)] as const;

/**
 * The counts beside the list's filters. While a new choice's counts load, the last ones stay, so
 * the panel does not jump.
 */
export function useListFacets(list: CatalogList) {
  const initial = useInitialAnswers();
  const url = listFacetsUrl(list);
  return useQuery({
    queryKey: ['facets', url],
    queryFn: ({ signal }) => api<CatalogFacets>(url, { withApiKey: true, signal }),
    initialData: () => initial<CatalogFacets>(url),
    placeholderData: keepPreviousData,
  });
}
