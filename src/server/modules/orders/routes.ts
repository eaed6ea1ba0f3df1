/** HTTP routes of the orders area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply, jsonReply, objectReply } from '#server/lib/reply-schemas';
import { limitPdfDownloads, sendPdf } from '#server/pdf/index';
import { requireShopper } from '#server/plugins/sessions';
import {
  creditNoteFileName,
  creditNoteParamsSchema,
  INVOICE_MESSAGES,
  invoiceFileName,
} from '#shared/invoices';
import { updateAddressSchema } from '#shared/order-requests';
import { ADDRESS_UPDATED_MESSAGE } from '#shared/orders';
import { serviceabilityOf } from '../delivery';
import { creditNoteAt, invoiceOfOrder, keptCreditNotePdf, keptInvoicePdf } from '../invoices';
import { findOrderByPublicId } from './order-queries';
import { listShopperOrders, updateOrderAddress } from './shopper-orders';

export async function orderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);
  /** Signed in first, then the shopper's own allowance of documents (pdf/download-limit.ts). */
  const documentPreHandler = [
    preHandler,
    limitPdfDownloads(app.deps.counters, (request) => `shopper:${request.shopper!.accountId}`),
  ];

  /**
   * The invoice of one of the shopper's own orders, null before dispatch; another shopper's order
   * answers 404 as an unknown one, for the invoice and the credit notes alike.
   */
  async function invoiceOfShoppersOrder(accountId: number, orderId: string) {
    const order = await findOrderByPublicId(app.deps.db, orderId);
    if (!order || order.userId !== accountId || order.status === 'pending_payment') {
      throw new AppError('not_found', 'Order not found.');
    }
    return invoiceOfOrder(app.deps.db, order.id);
  }

  app.get(
    '/api/users/orders',
    { preHandler, schema: { response: { 200: jsonReply("The shopper's orders, newest first") } } },
    async (request) => listShopperOrders(app.deps.db, request.shopper!.accountId),
  );

  // The shopper's tax invoice: 404 for another shopper's order as for an unknown one, and 404
  // with its own message while the order is not yet dispatched (docs/product.md, "Invoices").
  app.get(
    '/api/users/orders/:orderId/invoice',
    {
      preHandler: documentPreHandler,
      schema: {
        params: z.object({ orderId: z.string().max(100) }),
        response: { 200: fileReply('application/pdf', 'The tax invoice of the order') },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfShoppersOrder(request.shopper!.accountId, request.params.orderId);
      if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notYet, { code: 'invoice_not_issued' });
      return sendPdf(reply, invoiceFileName(invoice.number), await keptInvoicePdf(app.deps.db, invoice));
    },
  );

  // The n-th credit note of the shopper's order, on the same terms as its invoice.
  app.get(
    '/api/users/orders/:orderId/credit-notes/:position',
    {
      preHandler: documentPreHandler,
      schema: {
        params: creditNoteParamsSchema,
        response: { 200: fileReply('application/pdf', 'A credit note of the order') },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOfShoppersOrder(request.shopper!.accountId, request.params.orderId);
      const note = invoice && (await creditNoteAt(app.deps.db, invoice, request.params.position));
      if (!note) throw new AppError('not_found', INVOICE_MESSAGES.noSuchCreditNote);
      return sendPdf(reply, creditNoteFileName(note.number), await keptCreditNotePdf(app.deps.db, note));
    },
  );

  app.put(
    '/api/cart/update-order-service',
    {
      preHandler,
      schema: {
        body: updateAddressSchema,
        response: {
          200: objectReply('The order with its new address', { message: z.string(), order: z.unknown() }),
        },
      },
    },
    async (request) => {
      const order = await updateOrderAddress(app.deps.db, {
        userId: request.shopper!.accountId,
        change: request.body,
        rules: await serviceabilityOf(app.deps).read(),
        now: app.deps.clock(),
      });
      return { message: ADDRESS_UPDATED_MESSAGE, order };
    },
  );
}
