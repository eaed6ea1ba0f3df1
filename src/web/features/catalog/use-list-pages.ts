/**
 * A list's products with the pages the shopper loaded with Load More kept in its URL (`page=3`,
 * issue 40 point 10): Back from a product, a reload or a shared link shows them all again, and
 * PageScroll.tsx puts the window back where it was. A list opened without `page=` starts at page
 * 1 even if an earlier visit had loaded more.
 */
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductJson } from '#shared/catalog';
import { type CatalogList, shownPagesOf, withShownPages } from '#shared/catalog-list';
import { listProductsKey, useListProducts } from './catalog-api';

export function useListPages(list: CatalogList) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const shown = shownPagesOf(new URLSearchParams(location.search));
  // Before the list first renders: more pages kept from an earlier visit than the URL names are
  // dropped, so the list neither flashes long nor offers the wrong next page.
  useState(() => {
    client.setQueryData<InfiniteData<ProductJson[], number>>(listProductsKey(list), (data) =>
      data && data.pages.length > shown
        ? { pages: data.pages.slice(0, shown), pageParams: data.pageParams.slice(0, shown) }
        : data,
    );
  });
  const query = useListProducts(list);
  const loaded = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = query;
  // The URL names more pages than are loaded (a reload, a shared link): load them one by one.
  useEffect(() => {
    if (loaded > 0 && loaded < shown && hasNextPage && !isFetching) void fetchNextPage();
  }, [loaded, shown, hasNextPage, isFetching, fetchNextPage]);

  const loadMore = async () => {
    const result = await fetchNextPage();
    const pages = result.data?.pages.length ?? loaded;
    // The same history entry, with the pages now shown: Back leaves the list, not a page of it.
    navigate({ search: withShownPages(window.location.search, pages) }, { replace: true });
  };
  return { query, loadMore };
}
