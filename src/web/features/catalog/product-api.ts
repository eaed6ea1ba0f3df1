/**
 * One product for the storefront's product page; its answer usually came with the page's HTML
 * (initial-data.ts). Apart from catalog-api.ts, so the page's first download carries none of the
 * lists' paging.
 */
import { useQuery } from '@tanstack/react-query';
import type { ProductJson } from '#shared/catalog';
import { productApiUrl } from '#shared/product-url';
import { api } from '#web/lib/api';
import { useInitialAnswers } from '#web/lib/initial-data';

export function fetchProduct(itemId: string, signal?: AbortSignal) {
  return api<ProductJson>(productApiUrl(itemId), { withApiKey: true, signal });
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
