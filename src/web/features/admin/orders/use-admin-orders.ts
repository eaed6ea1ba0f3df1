/** All orders for the back office, 50 a page, newest first, optionally of one status. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ADMIN_ORDERS_PAGE_SIZE } from '#shared/constants';
import type { OrderJson } from '#shared/orders';
import { adminKeys, fetchOrdersPage } from '../admin-api';

export function useAdminOrders(status: string) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.orders(status),
    queryFn: ({ pageParam }) => fetchOrdersPage(pageParam, status),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < ADMIN_ORDERS_PAGE_SIZE ? undefined : pages.length + 1,
    staleTime: 0,
  });
  const orders = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages.flat() ?? []).filter((order: OrderJson) => {
      if (seen.has(order.orderId)) return false;
      seen.add(order.orderId);
      return true;
    });
  }, [query.data]);
  return { ...query, orders };
}
