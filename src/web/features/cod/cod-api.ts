/** The confirmation link's calls and the shopper's store credit (docs/product.md section 22). */
import { useQuery } from '@tanstack/react-query';
import type { CodConfirmationJson, StoreCreditJson } from '#shared/cod';
import type { OnlineOrderResponse } from '#shared/orders';
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

export const startPayOnline = (token: string) =>
  api<OnlineOrderResponse>(`/api/cod/${encodeURIComponent(token)}/pay-online`, { method: 'POST', body: {} });

export const verifyPayOnline = (
  token: string,
  proof: { razorpay_payment_id: string; razorpay_signature: string },
) =>
  api<{ orderId: string; paid: true }>(`/api/cod/${encodeURIComponent(token)}/pay-online/verify`, {
    method: 'POST',
    body: { payment_id: proof.razorpay_payment_id, signature: proof.razorpay_signature },
  });
