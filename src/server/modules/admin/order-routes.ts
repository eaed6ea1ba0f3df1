/**
 * The admin's order calls (docs/product.md sections 7 and 13), answered by the orders module's
 * operations: the list, search with a count, the CSV export, dispatch one by one or from a CSV,
 * cancel, and packing slips.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply, jsonReply } from '#server/lib/reply-schemas';
import { limitPdfDownloads, sendPdf } from '#server/pdf/index';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { adminOrdersQuerySchema } from '#shared/admin';
import {
  adminOrderFiltersSchema,
  adminOrderSearchQuerySchema,
  bulkDispatchSchema,
  packingSlipQuerySchema,
} from '#shared/admin-orders';
import { markDeliveredSchema } from '#shared/after-order-requests';
import {
  creditNoteFileName,
  creditNoteParamsSchema,
  gstExportQuerySchema,
  INVOICE_MESSAGES,
  invoiceFileName,
} from '#shared/invoices';
import { cancelOrderSchema, dispatchSchema } from '#shared/order-requests';
import {
  creditNoteAt,
  gstMonthZip,
  invoiceOfPublicOrderId,
  keptCreditNotePdf,
  keptInvoicePdf,
} from '../invoices';
import {
  bulkDispatch,
  dispatchOrder,
  exportOrdersCsv,
  listAllOrders,
  markDelivered,
  packingSlipsPdf,
  searchOrders,
} from '../orders';
import { cancelOrder } from '../payments/cancel-order';
import { readSettings } from '../settings';
import { recordAdminEvent } from './audit';

export async function adminOrderRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  /** order_events name who acted; the admin's id is the audit trail's link to admins. */
  const actor = (request: { admin?: { accountId: number } }) => `admin:${request.admin!.accountId}`;
  /** Each admin's allowance of printed documents, counted after sign-in (pdf/download-limit.ts). */
  const preHandler = limitPdfDownloads(deps.counters, actor);

  app.get(
    '/api/admins/orders',
    {
      config: { permission: 'orders.read' },
      onRequest,
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: jsonReply('A page of orders, newest first') },
      },
    },
    async (request) => listAllOrders(deps.db, request.query),
  );

  // SPEC's list keeps its plain array; the filters, search and count answer here.
  app.get(
    '/api/admins/orders/search',
    {
      config: { permission: 'orders.read' },
      onRequest,
      schema: {
        querystring: adminOrderSearchQuerySchema,
        response: { 200: jsonReply('A page of the orders that match, with their count') },
      },
    },
    async (request) => searchOrders(deps.db, request.query),
  );

  app.get(
    '/api/admins/orders/export',
    {
      config: { permission: 'orders.export' },
      onRequest,
      schema: {
        querystring: adminOrderFiltersSchema,
        response: { 200: fileReply('text/csv', 'The orders that match, one line each') },
      },
    },
    async (request, reply) => {
      const day = deps.clock().toISOString().slice(0, 10);
      await recordAdminEvent(
        deps.db,
        request.admin!.accountId,
        'personal_data.read',
        {
          what: 'orders CSV',
          filters: request.query,
        },
        deps.clock(),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(exportOrdersCsv(deps.db, request.query)));
    },
  );

  app.post(
    '/api/admins/orders/bulk-dispatch',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: {
        body: bulkDispatchSchema,
        response: { 200: jsonReply('What became of each line of the CSV: dispatched or refused and why') },
      },
    },
    async (request) =>
      bulkDispatch(deps.db, {
        csv: request.body.csv,
        actor: actor(request),
        now: deps.clock,
        publicUrl: deps.config.publicUrl,
        log: (err) => request.log.error({ err }, 'bulk dispatch row failed'),
      }),
  );

  app.get(
    '/api/admins/orders/packing-slips',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      preHandler,
      schema: {
        querystring: packingSlipQuerySchema,
        response: { 200: fileReply('application/pdf', 'One packing slip a page, one page per order') },
      },
    },
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

  app.patch(
    '/api/admins/dispatch',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: { body: dispatchSchema, response: { 200: jsonReply('The order, dispatched') } },
    },
    async (request) =>
      dispatchOrder(deps.db, {
        ...request.body,
        actor: actor(request),
        now: deps.clock(),
        publicUrl: deps.config.publicUrl,
      }),
  );

  // The dispatch form's couriers: a packer dispatches without being allowed the shop's settings.
  app.get(
    '/api/admins/couriers',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: { response: { 200: z.object({ couriers: z.array(z.string()) }) } },
    },
    async () => ({ couriers: (await readSettings(deps.db, 'couriers')).couriers.map((c) => c.name) }),
  );

  app.get(
    '/api/admins/orders/:orderId/invoice',
    {
      config: { permission: 'invoices.read' },
      onRequest,
      preHandler,
      schema: {
        params: z.object({ orderId: z.string().max(100) }),
        response: { 200: fileReply('application/pdf', 'The tax invoice of the order') },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfPublicOrderId(deps.db, request.params.orderId);
      if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notYet, { code: 'invoice_not_issued' });
      return sendPdf(reply, invoiceFileName(invoice.number), await keptInvoicePdf(deps.db, invoice));
    },
  );

  app.get(
    '/api/admins/orders/:orderId/credit-notes/:position',
    {
      config: { permission: 'invoices.read' },
      onRequest,
      preHandler,
      schema: {
        params: creditNoteParamsSchema,
        response: { 200: fileReply('application/pdf', 'A credit note of the order') },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfPublicOrderId(deps.db, request.params.orderId);
      const note = invoice && (await creditNoteAt(deps.db, invoice, request.params.position));
      if (!note) throw new AppError('not_found', INVOICE_MESSAGES.noSuchCreditNote);
      return sendPdf(reply, creditNoteFileName(note.number), await keptCreditNotePdf(deps.db, note));
    },
  );

  // The accountant's GSTR-1 figures for a month, CSV files and the offline tool's JSON in one zip
  // (docs/product.md, "Invoices").
  app.get(
    '/api/admins/gst-export',
    {
      config: { permission: 'gst.export' },
      onRequest,
      schema: {
        querystring: gstExportQuerySchema,
        response: {
          200: fileReply('application/zip', "The month's GSTR-1 figures, CSV files and JSON in one zip"),
        },
      },
    },
    async (request, reply) => {
      const zip = await gstMonthZip(deps.db, request.query.month, deps.clock());
      await recordAdminEvent(
        deps.db,
        request.admin!.accountId,
        'personal_data.read',
        {
          what: 'GST export',
          month: request.query.month,
        },
        deps.clock(),
      );
      return reply
        .type('application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.zip"`)
        .send(zip);
    },
  );

  app.patch(
    '/api/admins/deliver',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: { body: markDeliveredSchema, response: { 200: jsonReply('The orders, delivered') } },
    },
    async (request) =>
      markDelivered(deps.db, { orderIds: request.body.orderIds, actor: actor(request), now: deps.clock() }),
  );

  app.patch(
    '/api/admins/cancel-order',
    {
      config: { permission: 'orders.cancel' },
      onRequest,
      schema: { body: cancelOrderSchema, response: { 200: jsonReply('The order, cancelled') } },
    },
    async (request) => cancelOrder(deps, { orderId: request.body.orderId, actor: actor(request) }),
  );
}
