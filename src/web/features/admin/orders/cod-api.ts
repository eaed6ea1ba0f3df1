/** The back office's return-to-origin calls (docs/product.md section 22). */
import type { OrderJson } from '#shared/orders';
import { api } from '#web/lib/api';

const orderStep = (orderId: string, step: string, body: unknown = {}) =>
  api<OrderJson>(`/api/admins/orders/${encodeURIComponent(orderId)}/${step}`, {
    method: 'PATCH',
    body,
    withApiKey: true,
  });

export const markReturningToOrigin = (orderId: string) => orderStep(orderId, 'rto');
export const receiveReturnToOrigin = (orderId: string, restock: boolean) =>
  orderStep(orderId, 'rto-received', { restock });
