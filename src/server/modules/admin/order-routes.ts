/** The admin's order calls (docs/product.md section 7, Admin), answered by the orders module's operations. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { adminOrdersQuerySchema } from '#shared/admin';
import { markDeliveredSchema } from '#shared/after-order';
import { cancelOrderSchema, dispatchSchema } from '#shared/orders';
import { dispatchOrder, listAllOrders, markDelivered } from '../orders';
import { cancelOrder } from '../payments/cancel-order';

export async function adminOrderRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  /** order_events name who acted; the admin's id is the audit trail's link to admins. */
  const actor = (request: { admin?: { accountId: number } }) => `admin:${request.admin!.accountId}`;

  app.get(
    '/api/admins/orders',
    { onRequest, schema: { querystring: adminOrdersQuerySchema } },
    async (request) => listAllOrders(deps.db, request.query),
  );

  app.patch('/api/admins/dispatch', { onRequest, schema: { body: dispatchSchema } }, async (request) =>
    dispatchOrder(deps.db, { ...request.body, actor: actor(request), now: deps.clock() }),
  );

  app.patch('/api/admins/deliver', { onRequest, schema: { body: markDeliveredSchema } }, async (request) =>
    markDelivered(deps.db, { orderIds: request.body.orderIds, actor: actor(request), now: deps.clock() }),
  );

  app.patch('/api/admins/cancel-order', { onRequest, schema: { body: cancelOrderSchema } }, async (request) =>
    cancelOrder(deps, { orderId: request.body.orderId, actor: actor(request) }),
  );
}
