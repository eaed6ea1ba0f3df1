/**
 * The admin's order calls (docs/product.md sections 7 and 13), answered by the orders module's
 * operations: the list, search with a count, the CSV export, dispatch one by one or from a CSV,
 * cancel, and packing slips.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { adminOrdersQuerySchema } from '#shared/admin';
import {
  adminOrderFiltersSchema,
  adminOrderSearchQuerySchema,
  bulkDispatchSchema,
  packingSlipQuerySchema,
} from '#shared/admin-orders';
import { cancelOrderSchema, dispatchSchema } from '#shared/orders';
import {
  bulkDispatch,
  dispatchOrder,
  exportOrdersCsv,
  listAllOrders,
  packingSlipsPdf,
  searchOrders,
} from '../orders';
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

  // SPEC's list keeps its plain array; the filters, search and count answer here.
  app.get(
    '/api/admins/orders/search',
    { onRequest, schema: { querystring: adminOrderSearchQuerySchema } },
    async (request) => searchOrders(deps.db, request.query),
  );

  app.get(
    '/api/admins/orders/export',
    { onRequest, schema: { querystring: adminOrderFiltersSchema } },
    async (request, reply) => {
      const day = deps.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(exportOrdersCsv(deps.db, request.query)));
    },
  );

  app.post(
    '/api/admins/orders/bulk-dispatch',
    { onRequest, schema: { body: bulkDispatchSchema } },
    async (request) =>
      bulkDispatch(deps.db, {
        csv: request.body.csv,
        actor: actor(request),
        now: deps.clock,
        log: (err) => request.log.error({ err }, 'bulk dispatch row failed'),
      }),
  );

  app.get(
    '/api/admins/orders/packing-slips',
    { onRequest, schema: { querystring: packingSlipQuerySchema } },
    async (request, reply) => {
      const ids = request.query.orderIds;
      const pdf = await packingSlipsPdf(deps.db, ids);
      const name = ids.length === 1 ? `packing-slip-${ids[0]}.pdf` : `packing-slips-${ids.length}-orders.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf);
    },
  );

  app.patch('/api/admins/dispatch', { onRequest, schema: { body: dispatchSchema } }, async (request) =>
    dispatchOrder(deps.db, { ...request.body, actor: actor(request), now: deps.clock() }),
  );

  app.patch('/api/admins/cancel-order', { onRequest, schema: { body: cancelOrderSchema } }, async (request) =>
    cancelOrder(deps, { orderId: request.body.orderId, actor: actor(request) }),
  );
}
