/** The confirmation link's calls and the shopper's store credit (docs/product.md section 18). */
import { useQuery } from '@tanstack/react-query';
import type { CodConfirmationJson, StoreCreditJson } from '#shared/cod';
import { api } from '#web/lib/api';

export const codKey = (token: string) => ['cod', token] as const;
export const storeCreditKey = ['store-credit'] as const;

export function useCodConfirmation(token: string) {
  return useQuery({
    queryKey: codKey(token),
    queryFn: ({ signal }) => api<CodConfirmationJson>(`/api/cod/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export const confirmCodOrder = (token: string) =>
  api<CodConfirmationJson>(`/api/cod/${encodeURIComponent(token)}/confirm`, { method: 'POST', body: {} });

export function useStoreCredit() {
  return useQuery({
    queryKey: storeCreditKey,
    queryFn: ({ signal }) => api<StoreCreditJson>('/api/users/store-credit', { signal }),
    refetchOnMount: 'always',
  });
}
