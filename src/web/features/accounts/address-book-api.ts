/** The shopper's address book (docs/product.md section 12). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddressInput, SavedAddress } from '#shared/address';
import { api } from '#web/lib/api';

export const addressesKey = ['addresses'] as const;

export function useAddressBook(enabled = true) {
  return useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) => api<{ addresses: SavedAddress[] }>('/api/users/addresses', { signal }),
    select: (data) => data.addresses,
    enabled,
  });
}

type Saved = { message: string; address: SavedAddress };
type Body = DeliveryAddressInput & { makeDefault?: boolean };

export function useAddressBookChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: addressesKey });
  return {
    add: useMutation({
      mutationFn: (body: Body) => api<Saved>('/api/users/addresses', { method: 'POST', body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: Body & { id: number }) =>
        api<Saved>(`/api/users/addresses/${id}`, { method: 'PUT', body }),
      onSuccess,
    }),
    makeDefault: useMutation({
      mutationFn: (id: number) =>
        api<Saved>(`/api/users/addresses/${id}/default`, { method: 'POST', body: {} }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api<{ message: string }>(`/api/users/addresses/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
