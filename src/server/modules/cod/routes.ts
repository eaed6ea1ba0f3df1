/**
 * Cash on delivery's routes (docs/product.md section 22): the confirmation link's page data and
 * its confirm button (no login: the token is the key to that one order), and the admin's
 * return-to-origin steps.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply, noBody } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { orderIdParamsSchema } from '#shared/after-order-requests';
import { codTokenParamsSchema, payOnlineProofSchema, receiveRtoSchema } from '#shared/cod';
import { confirmCodOrder, readConfirmation } from './confirmation';
import { startPayOnline, verifyPayOnline } from './pay-online';
import { markReturningToOrigin, receiveReturnToOrigin } from './rto';

export async function codRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const actor = (request: { admin?: { accountId: number } }) => `admin:${request.admin!.accountId}`;

  app.get(
    '/api/cod/:token',
    {
      schema: {
        params: codTokenParamsSchema,
        response: {
          200: jsonReply('The order the confirmation link opens, and whether it still can be confirmed'),
        },
      },
    },
    async (request) => readConfirmation(deps, request.params.token),
  );

  app.post(
    '/api/cod/:token/confirm',
    {
      schema: {
        params: codTokenParamsSchema,
        body: noBody,
        response: { 200: jsonReply('The order, confirmed') },
      },
    },
    async (request) => confirmCodOrder(deps, request.params.token),
  );

  app.post(
    '/api/cod/:token/pay-online',
    {
      schema: {
        params: codTokenParamsSchema,
        body: noBody,
        response: {
          200: jsonReply("The provider's order to pay the cash due online (id, amount, currency, keyId)"),
        },
      },
    },
    async (request) => startPayOnline(deps, request.params.token),
  );

  app.post(
    '/api/cod/:token/pay-online/verify',
    {
      schema: {
        params: codTokenParamsSchema,
        body: payOnlineProofSchema,
        response: { 200: jsonReply('The order, now paid online') },
      },
    },
    async (request) =>
      verifyPayOnline(deps, request.params.token, {
        paymentId: request.body.payment_id,
        signature: request.body.signature,
      }),
  );

  app.patch(
    '/api/admins/orders/:orderId/rto',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: {
        params: orderIdParamsSchema,
        body: noBody,
        response: { 200: jsonReply('The order, returning to origin') },
      },
    },
    async (request) =>
      markReturningToOrigin(deps, { orderId: request.params.orderId, actor: actor(request) }),
  );

  app.patch(
    '/api/admins/orders/:orderId/rto-received',
    {
      config: { permission: 'returns.receive' },
      onRequest,
      schema: {
        params: orderIdParamsSchema,
        body: receiveRtoSchema,
        response: { 200: jsonReply('The order, received back, with its credit note and refund settled') },
      },
    },
    async (request) =>
      receiveReturnToOrigin(deps, {
        orderId: request.params.orderId,
        restock: request.body.restock,
        actor: actor(request),
      }),
  );
}
