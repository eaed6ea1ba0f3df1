/** The shopper's orders, one order's page, the address change, cancel and return request (docs/product.md section 7 and "After the order"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress } from '#shared/address';
import type { CancelTokenDestination, OrderDetailJson } from '#shared/after-order';
import type { RequestReturnInput } from '#shared/after-order-requests';
import type { OrderJson } from '#shared/orders';
import { api } from '#web/lib/api';

export const ordersKey = ['orders'] as const;
export const orderKey = (orderId: string) => ['orders', orderId] as const;

export function useOrders() {
  return useQuery({
    queryKey: ordersKey,
    queryFn: ({ signal }) => api<OrderJson[]>('/api/users/orders', { signal }),
    refetchOnMount: 'always',
  });
}

export function useOrder(orderId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) =>
      api<OrderDetailJson>(`/api/users/orders/${encodeURIComponent(orderId)}`, { signal }),
    refetchOnMount: 'always',
    retry: false,
  });
}

export function useChangeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string; deliveryAddress: DeliveryAddress }) =>
      api<{ message: string; order: OrderJson }>('/api/cart/update-order-service', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Cancel and return answer the order's page afresh, which replaces the cached one. */
function useOrderAction<I>(orderId: string, call: (input: I) => Promise<OrderDetailJson>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      queryClient.setQueryData(orderKey(orderId), detail);
      void queryClient.invalidateQueries({ queryKey: ordersKey, exact: true });
    },
  });
}

/** `tokenTo`: where a paid partial-COD token goes back (docs/product.md section 22). */
export const useCancelOrder = (orderId: string) =>
  useOrderAction(orderId, (tokenTo?: CancelTokenDestination) =>
    api<OrderDetailJson>(`/api/users/orders/${encodeURIComponent(orderId)}/cancel`, {
      method: 'POST',
      body: tokenTo ? { tokenTo } : {},
    }),
  );

/** The shopper confirms their own cash-on-delivery order (docs/product.md section 22). */
export const useConfirmCod = (orderId: string) =>
  useOrderAction(orderId, () =>
    api<OrderDetailJson>(`/api/users/orders/${encodeURIComponent(orderId)}/confirm-cod`, {
      method: 'POST',
      body: {},
    }),
  );

export const useRequestReturn = (orderId: string) =>
  useOrderAction(orderId, (body: RequestReturnInput) =>
    api<OrderDetailJson>(`/api/users/orders/${encodeURIComponent(orderId)}/returns`, {
      method: 'POST',
      body,
    }),
  );
