/** The admin's order calls (docs/product.md section 7, Admin), answered by the orders module's operations. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { sendPdf } from '#server/pdf/index';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { adminOrdersQuerySchema } from '#shared/admin';
import { gstExportQuerySchema, INVOICE_MESSAGES, invoiceFileName } from '#shared/invoices';
import { cancelOrderSchema, dispatchSchema } from '#shared/orders';
import { gstMonthZip, invoiceOfPublicOrderId, invoicePdf } from '../invoices';
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
    { onRequest, schema: { querystring: adminOrdersQuerySchema } },
    async (request) => listAllOrders(deps.db, request.query),
  );

  app.patch('/api/admins/dispatch', { onRequest, schema: { body: dispatchSchema } }, async (request) =>
    dispatchOrder(deps.db, {
      ...request.body,
      actor: actor(request),
      now: deps.clock(),
      publicUrl: deps.config.publicUrl,
    }),
  );

  app.get(
    '/api/admins/orders/:orderId/invoice',
    { onRequest, schema: { params: z.object({ orderId: z.string().max(100) }) } },
    async (request, reply) => {
      const invoice = await invoiceOfPublicOrderId(deps.db, request.params.orderId);
      if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notYet, { code: 'invoice_not_issued' });
      return sendPdf(reply, invoiceFileName(invoice.number), await invoicePdf(invoice));
    },
  );

  // The accountant's GSTR-1 figures for a month, as CSV files in one zip (docs/product.md, "Invoices").
  app.get(
    '/api/admins/gst-export',
    { onRequest, schema: { querystring: gstExportQuerySchema } },
    async (request, reply) => {
      const zip = await gstMonthZip(deps.db, request.query.month, deps.clock());
      return reply
        .type('application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.zip"`)
        .send(zip);
    },
  );

  app.patch('/api/admins/cancel-order', { onRequest, schema: { body: cancelOrderSchema } }, async (request) =>
    cancelOrder(deps, { orderId: request.body.orderId, actor: actor(request) }),
  );
}
