/**
 * HTTP routes after the order (docs/product.md, "After the order"): the shopper's order page,
 * cancel and return request, and the back office's returns queue and its steps.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { jsonReply, noBody, objectReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin, requireShopper } from '#server/plugins/sessions';
import {
  cancelOwnOrderSchema,
  orderIdParamsSchema,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
  requestReturnSchema,
  returnIdParamsSchema,
  returnsQueueQuerySchema,
} from '#shared/after-order-requests';
import { confirmOwnCodOrder } from '../cod';
import { shopperActor } from '../orders';
import { cancelOrder } from '../payments/cancel-order';
import { readSettings } from '../settings';
import { bookReversePickup } from '../shipping';
import { listReturnsQueue, loadOrderPage, returnsJson } from './order-page';
import { refundReturn } from './return-refund';
import { requestReturn } from './return-request';
import { approveReturn, receiveReturn, rejectReturn, returnAwaitingPickup } from './return-review';
import { linesOfReturns, type ReturnRow } from './return-rows';

const orderPageReply = jsonReply(
  'The order page: the order, its timeline, and what the shopper may still do',
);
const returnReply = jsonReply('The return request after the step');

export async function afterOrderRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const preHandler = requireShopper(app);

  /** The return window the refund policy page states, from the returns setting. */
  app.get(
    '/api/returns/policy',
    {
      preHandler: requireApiKey(app),
      schema: {
        response: { 200: objectReply('The return window in days', { windowDays: z.number() }) },
      },
    },
    async () => {
      const { windowDays } = await readSettings(deps.db, 'returns');
      return { windowDays };
    },
  );

  app.get(
    '/api/users/orders/:orderId',
    { preHandler, schema: { params: orderIdParamsSchema, response: { 200: orderPageReply } } },
    async (request) =>
      loadOrderPage(deps.db, {
        userId: request.shopper!.accountId,
        orderId: request.params.orderId,
        now: deps.clock(),
      }),
  );

  app.post(
    '/api/users/orders/:orderId/cancel',
    {
      preHandler,
      schema: { params: orderIdParamsSchema, body: cancelOwnOrderSchema, response: { 200: orderPageReply } },
    },
    async (request) => {
      const userId = request.shopper!.accountId;
      await cancelOrder(deps, {
        orderId: request.params.orderId,
        actor: shopperActor(userId),
        shopperId: userId,
        tokenTo: request.body?.tokenTo,
      });
      return loadOrderPage(deps.db, { userId, orderId: request.params.orderId, now: deps.clock() });
    },
  );

  // A COD order confirmed from its own page, beside the link sent to the shopper (docs/product.md section 22).
  app.post(
    '/api/users/orders/:orderId/confirm-cod',
    { preHandler, schema: { params: orderIdParamsSchema, body: noBody, response: { 200: orderPageReply } } },
    async (request) => {
      const userId = request.shopper!.accountId;
      await confirmOwnCodOrder(deps, { userId, orderId: request.params.orderId });
      return loadOrderPage(deps.db, { userId, orderId: request.params.orderId, now: deps.clock() });
    },
  );

  app.post(
    '/api/users/orders/:orderId/returns',
    {
      preHandler,
      schema: { params: orderIdParamsSchema, body: requestReturnSchema, response: { 200: orderPageReply } },
    },
    async (request) => {
      const userId = request.shopper!.accountId;
      const now = deps.clock();
      await requestReturn(deps.db, { userId, orderId: request.params.orderId, request: request.body, now });
      return loadOrderPage(deps.db, { userId, orderId: request.params.orderId, now });
    },
  );

  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const actor = (request: { admin?: { accountId: number } }) => `admin:${request.admin!.accountId}`;
  const answer = async (row: ReturnRow) => (await returnsJson(deps.db, [row]))[0]!;
  const bookPickupOf = async (row: ReturnRow, by: string, log: FastifyBaseLogger) => {
    const pickup = await bookReversePickup(deps, {
      orderDbId: row.orderId,
      returnId: row.returnId,
      lines: (await linesOfReturns(deps.db, [row.id])).map((line) => ({
        orderItemId: line.orderItemId,
        quantity: line.quantity,
      })),
      actor: by,
    });
    if (!pickup.booked) log.warn({ returnId: row.returnId, reason: pickup.reason }, 'no reverse pickup');
    return pickup;
  };

  app.get(
    '/api/admins/returns',
    {
      config: { permission: 'returns.read' },
      onRequest,
      schema: {
        querystring: returnsQueueQuerySchema,
        response: { 200: jsonReply('The return requests in that state, oldest first') },
      },
    },
    async (request) => listReturnsQueue(deps.db, request.query.status),
  );

  app.patch(
    '/api/admins/returns/:returnId/approve',
    {
      config: { permission: 'returns.decide' },
      onRequest,
      schema: { params: returnIdParamsSchema, body: noBody, response: { 200: returnReply } },
    },
    async (request) => {
      const approved = await approveReturn(deps.db, {
        returnId: request.params.returnId,
        actor: actor(request),
        now: deps.clock(),
      });
      // The parcel comes back through the courier service (docs/product.md, "Shipping"). A pickup
      // the courier refuses leaves the approval standing: the return's pickup says why, and the
      // admin books it again (below) or arranges it by hand.
      await bookPickupOf(approved, actor(request), request.log);
      return answer(approved);
    },
  );

  app.patch(
    '/api/admins/returns/:returnId/pickup',
    {
      config: { permission: 'returns.receive' },
      onRequest,
      schema: { params: returnIdParamsSchema, body: noBody, response: { 200: returnReply } },
    },
    async (request) => {
      const row = await returnAwaitingPickup(deps.db, request.params.returnId);
      const pickup = await bookPickupOf(row, actor(request), request.log);
      if (!pickup.booked) throw new AppError('conflict', pickup.reason, { code: 'shipping_unavailable' });
      return answer(row);
    },
  );

  app.patch(
    '/api/admins/returns/:returnId/reject',
    {
      config: { permission: 'returns.decide' },
      onRequest,
      schema: { params: returnIdParamsSchema, body: rejectReturnSchema, response: { 200: returnReply } },
    },
    async (request) =>
      answer(
        await rejectReturn(deps.db, {
          returnId: request.params.returnId,
          reason: request.body.reason,
          actor: actor(request),
          now: deps.clock(),
        }),
      ),
  );

  app.patch(
    '/api/admins/returns/:returnId/receive',
    {
      config: { permission: 'returns.receive' },
      onRequest,
      schema: { params: returnIdParamsSchema, body: receiveReturnSchema, response: { 200: returnReply } },
    },
    async (request) =>
      answer(
        await receiveReturn(deps.db, {
          returnId: request.params.returnId,
          restock: request.body.restock,
          actor: actor(request),
          now: deps.clock(),
        }),
      ),
  );

  app.patch(
    '/api/admins/returns/:returnId/refund',
    {
      config: { permission: 'refunds.issue' },
      onRequest,
      schema: { params: returnIdParamsSchema, body: refundReturnSchema, response: { 200: returnReply } },
    },
    async (request) =>
      answer(
        await refundReturn(deps, {
          returnId: request.params.returnId,
          amountPaise: request.body.amountPaise,
          reference: request.body.reference,
          actor: actor(request),
        }),
      ),
  );
}
