/**
 * The admin product list (docs/product.md section 4): pages from 1, de-duplicated by itemId (a product can
 * shift between pages when one is added or removed), ending when an empty page arrives.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { adminKeys, fetchItemsPage } from '../admin-api';

export function dedupeByItemId<T extends { itemId: string }>(pages: T[][]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const product of pages.flat()) {
    if (seen.has(product.itemId)) continue;
    seen.add(product.itemId);
    out.push(product);
  }
  return out;
}

export function useAdminProducts(search = '') {
  const query = useInfiniteQuery({
    // Under adminKeys.items, so resetting the list resets every search too.
    queryKey: [...adminKeys.items, search],
    queryFn: ({ pageParam }) => fetchItemsPage(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.length + 1),
    staleTime: 0,
  });
  // docs/product.md section 8: admin list errors are only logged.
  useEffect(() => {
    if (query.error) console.error('admin product list failed', query.error);
  }, [query.error]);
  const products = useMemo(() => dedupeByItemId(query.data?.pages ?? []), [query.data]);
  return { ...query, products };
}

/** After a delete or a stock update the list starts again from page 1. */
export function useResetProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: adminKeys.items });
}
