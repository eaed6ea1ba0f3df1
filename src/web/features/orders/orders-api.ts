/** The shopper's orders and the address change (docs/product.md section 7). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress } from '#shared/address';
import type { OrderJson } from '#shared/orders';
import { api } from '#web/lib/api';

export const ordersKey = ['orders'] as const;

export function useOrders() {
  return useQuery({
    queryKey: ordersKey,
    queryFn: ({ signal }) => api<OrderJson[]>('/api/users/orders', { signal }),
    refetchOnMount: 'always',
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
