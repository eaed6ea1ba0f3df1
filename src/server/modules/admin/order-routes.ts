/** The admin's order calls (docs/product.md section 7, Admin), answered by the orders module's operations. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { adminOrdersQuerySchema } from '#shared/admin';
import { cancelOrderSchema, dispatchSchema } from '#shared/orders';
import { dispatchOrder, listAllOrders } from '../orders';
import { cancelOrder } from '../payments/cancel-order';

export async function adminOrderRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  /** order_events name who acted; the admin's id is the audit trail's link to admins. */
  const actor = (request: { admin?: { accountId: number } }) => `admin:${request.admin!.accountId}`;

  app.get(
    '/api/admins/orders',
    {
      onRequest,
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: jsonReply('A page of orders, newest first') },
      },
    },
    async (request) => listAllOrders(deps.db, request.query),
  );

  app.patch(
    '/api/admins/dispatch',
    { onRequest, schema: { body: dispatchSchema, response: { 200: jsonReply('The dispatched order') } } },
    async (request) => dispatchOrder(deps.db, { ...request.body, actor: actor(request), now: deps.clock() }),
  );

  app.patch(
    '/api/admins/cancel-order',
    { onRequest, schema: { body: cancelOrderSchema, response: { 200: jsonReply('The cancelled order') } } },
    async (request) => cancelOrder(deps, { orderId: request.body.orderId, actor: actor(request) }),
  );
}
