/** The admin calls of docs/product.md section 7, each with the API key header, and their query keys. */

import { useQuery } from '@tanstack/react-query';
import type { AdminLoginInput, AdminProductJson, AdminProfile } from '#shared/admin';
import type { AdminOrderFiltersInput, AdminOrdersPage, BulkDispatchResult } from '#shared/admin-orders';
import type { ReturnJson } from '#shared/after-order';
import type { ProductJson, SizeStock } from '#shared/catalog';
import type { DashboardJson } from '#shared/dashboard';
import type { OrderJson } from '#shared/orders';
import type { NdrAnswer, ShipSelectionResult } from '#shared/shipping';
import type { SizeGuide, SizeGuideUpdate } from '#shared/size-guide';
import type { StockHistoryPage } from '#shared/stock-history';
import type { TwoStepPending } from '#shared/two-step';
import { ApiError, api, apiDownload } from '#web/lib/api';

export const adminKeys = {
  me: ['admin', 'me'] as const,
  items: ['admin', 'items'] as const,
  orders: (query: string) => ['admin', 'orders', query] as const,
  allOrders: ['admin', 'orders'] as const,
  sizeGuide: (category: string) => ['admin', 'size-guide', category] as const,
  item: (itemId: string) => ['admin', 'item', itemId] as const,
  stockHistory: (itemId: string, page: number) => ['admin', 'item', itemId, 'stock-history', page] as const,
  dashboard: ['admin', 'dashboard'] as const,
  returns: (status: string) => ['admin', 'returns', status] as const,
  allReturns: ['admin', 'returns'] as const,
};

const call = <T>(path: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET', body?: unknown) =>
  api<T>(path, { method, body, withApiKey: true });

/** The signed-in administrator, or null when there is none (a 401 is an answer, not an error). */
export async function fetchAdmin(signal?: AbortSignal): Promise<AdminProfile | null> {
  try {
    return await api<AdminProfile>('/api/admins/me', { withApiKey: true, signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** `data`: the profile, null when signed out, undefined while the first check runs. */
export function useAdmin() {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => fetchAdmin(signal),
    refetchOnMount: 'always',
  });
}

/** The profile, or `twoStep` when a code or a passkey must follow (TwoStepCodeForm). */
export const logInAdmin = (body: AdminLoginInput) =>
  call<AdminProfile | TwoStepPending>('/api/admins/login', 'POST', body);
export const sendSignInCode = (code: string) =>
  call<AdminProfile>('/api/admins/login/code', 'POST', { code });
export const logOutAdmin = () => call<{ message: string }>('/api/admins/logout');

export const fetchItemsPage = (page: number, search = '') =>
  call<AdminProductJson[]>(
    `/api/admins/items-list?page=${page}${search ? `&q=${encodeURIComponent(search)}` : ''}`,
  );
/** The upload payload: the product fields with data-URL images (docs/product.md section 3). */
export const uploadProduct = (body: Record<string, unknown>) =>
  call<ProductJson>('/api/admins/upload', 'POST', body);
export const fetchAdminItem = (itemId: string) =>
  call<AdminProductJson>(`/api/admins/items/${encodeURIComponent(itemId)}`);
export const fetchStockHistory = (itemId: string, page: number) =>
  call<StockHistoryPage>(`/api/admins/items/${encodeURIComponent(itemId)}/stock-history?page=${page}`);
/** Any product fields, images and stock counts (docs/product.md section 14). */
export const updateProduct = (body: Record<string, unknown>) =>
  call<ProductJson>('/api/admins/update-item', 'PATCH', body);
export const fetchDashboard = () => call<DashboardJson>('/api/admins/dashboard');
export const updateStock = (itemId: string, stock: SizeStock) =>
  call<ProductJson>('/api/admins/update-item', 'PATCH', { itemId, ...stock });
export const deleteProduct = (itemId: string) =>
  call<{ message: string }>('/api/admins/delete-product', 'DELETE', { productId: itemId });

/** The filters as a query string, blank ones left out: "status=captured&q=560001". */
export function ordersQuery(filters: AdminOrderFiltersInput & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  return params.toString();
}

export const searchOrders = (query: string, signal?: AbortSignal) =>
  api<AdminOrdersPage>(`/api/admins/orders/search?${query}`, { withApiKey: true, signal });
export const downloadOrdersCsv = (query: string) =>
  apiDownload(`/api/admins/orders/export?${query}`, 'orders.csv', { withApiKey: true });
export const downloadPackingSlips = (orderIds: readonly string[]) =>
  apiDownload(
    `/api/admins/orders/packing-slips?orderIds=${encodeURIComponent(orderIds.join(','))}`,
    'packing-slips.pdf',
    { withApiKey: true },
  );
export const bulkDispatch = (csv: string) =>
  call<BulkDispatchResult>('/api/admins/orders/bulk-dispatch', 'POST', { csv });
export const dispatchOrder = (orderId: string, courier: string, trackingId: string) =>
  call<OrderJson>('/api/admins/dispatch', 'PATCH', { orderId, courier, trackingId });
/** The courier names the dispatch form offers; asked only of a member who may dispatch. */
export function useCouriers(enabled: boolean): string[] {
  const { data } = useQuery({
    queryKey: ['admin', 'couriers'],
    queryFn: ({ signal }) =>
      api<{ couriers: string[] }>('/api/admins/couriers', { withApiKey: true, signal }),
    enabled,
  });
  return data?.couriers ?? [];
}
export const markDelivered = (orderIds: string[]) =>
  call<OrderJson[]>('/api/admins/deliver', 'PATCH', { orderIds });

export const fetchReturns = (status: string) =>
  call<ReturnJson[]>(`/api/admins/returns?status=${encodeURIComponent(status)}`);
const returnStep = (returnId: string, step: string, body: unknown = {}) =>
  call<ReturnJson>(`/api/admins/returns/${encodeURIComponent(returnId)}/${step}`, 'PATCH', body);
export const approveReturn = (returnId: string) => returnStep(returnId, 'approve');
export const bookReturnPickup = (returnId: string) => returnStep(returnId, 'pickup');
export const rejectReturn = (returnId: string, reason: string) => returnStep(returnId, 'reject', { reason });
export const receiveReturn = (returnId: string, restock: boolean) =>
  returnStep(returnId, 'receive', { restock });
export const refundReturn = (returnId: string, amountPaise: number, reference?: string) =>
  returnStep(returnId, 'refund', { amountPaise, ...(reference ? { reference } : {}) });
export const cancelOrder = (orderId: string) =>
  call<OrderJson>('/api/admins/cancel-order', 'PATCH', { orderId });

export const fetchSizeGuide = (category: string, signal?: AbortSignal) =>
  api<SizeGuide>(`/api/size-guide/${encodeURIComponent(category)}`, { withApiKey: true, signal });
export const saveSizeGuide = (category: string, body: SizeGuideUpdate) =>
  api<SizeGuide>(`/api/admins/size-guide/${encodeURIComponent(category)}`, {
    method: 'PUT',
    body,
    withApiKey: true,
  });

/** The server's errorMessage, or a fallback when it sent none. */
export function reasonOf(err: unknown): string {
  return err instanceof ApiError && err.message ? err.message : 'Something went wrong. Please try again.';
}

/** Shipping through the courier service (docs/product.md, "Shipping"). */
export const shipOrders = (orderIds: string[]) =>
  call<ShipSelectionResult>('/api/admins/shipping/ship', 'POST', { orderIds });
export const downloadLabels = (orderIds: readonly string[]) =>
  apiDownload(
    `/api/admins/shipping/labels?orderIds=${encodeURIComponent(orderIds.join(','))}`,
    'labels.pdf',
    {
      withApiKey: true,
    },
  );
export interface ShipmentRowJson {
  orderId: string;
  orderStatus: string;
  kind: 'forward' | 'reverse';
  awb: string | null;
  courier: string | null;
  stage: string | null;
  ndrAction: string | null;
}
export const fetchShipments = () =>
  call<{ provider: string; shipments: ShipmentRowJson[] }>('/api/admins/shipping/shipments');
export const advanceSandbox = (awb: string, stage: string, reason?: string) =>
  call<unknown>(`/api/admins/shipping/sandbox/${encodeURIComponent(awb)}/advance`, 'POST', {
    stage,
    ...(reason ? { reason } : {}),
  });
export interface NdrRowJson {
  orderId: string;
  awb: string;
  courier: string;
  reason: string | null;
  /** The answer already given (by the shopper or the shop), or null while none is. */
  requested: NdrAnswer | null;
  /** The days a reattempt may take: tomorrow to 7 days ahead, Sundays left out. */
  days: string[];
  paymentMethod: string;
  address: string;
  mobile: string;
  since: string;
}
export const fetchNdrQueue = () => call<NdrRowJson[]>('/api/admins/shipping/ndr');
export const ndrAction = (
  orderId: string,
  body: { action: 'reattempt' | 'update' | 'return'; date?: string; address?: string; mobile?: string },
) => call<{ ok: true }>(`/api/admins/shipping/ndr/${encodeURIComponent(orderId)}`, 'POST', body);
