/** HTTP routes of the payments area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { objectReply } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { abandonPaymentSchema, verifyPaymentSchema } from '#shared/order-requests';
import type { VerifyPaymentResponse } from '#shared/orders';
import { abandonPayment } from './reconcile';
import { sandboxRoutes } from './sandbox-routes';
import { ORDER_NOT_FOUND_MESSAGE, VERIFICATION_FAILED_MESSAGE, verifyPayment } from './verify-payment';
import { webhookRoutes } from './webhook-routes';

/**
 * A refused payment, or any other refusal with the same status (a body that breaks the schema is
 * a 400 too): a reply schema covers every answer with its status, so `success` is optional.
 */
const paymentRefused = (description: string) =>
  z
    .object({ success: z.literal(false).optional(), errorMessage: z.string(), code: z.string() })
    .describe(description);

export async function paymentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);

  app.post(
    '/api/cart/verify-payment',
    {
      preHandler,
      schema: {
        body: verifyPaymentSchema,
        response: {
          200: z.object({ success: z.literal(true), orderId: z.string() }).describe('The order is paid'),
          400: paymentRefused('The payment signature did not verify'),
          404: paymentRefused('No order of this shopper has this payment'),
          409: paymentRefused(
            'The payment came after the reservation ended, and its stock sold out or its coupon allows no more uses; or the COD rules refuse the order a partial-COD token would make: refunded',
          ),
        },
      },
    },
    async (request, reply): Promise<VerifyPaymentResponse> => {
      const result = await verifyPayment(app.deps, request.shopper!.accountId, request.body);
      switch (result.kind) {
        case 'paid':
          return { success: true, orderId: result.orderId };
        case 'refunded':
          reply.status(409);
          return { success: false, errorMessage: result.errorMessage, code: 'late_payment' };
        case 'not_found':
          reply.status(404);
          return { success: false, errorMessage: ORDER_NOT_FOUND_MESSAGE, code: 'not_found' };
        case 'bad_signature':
          app.deps.metrics.paymentRecorded({ kind: 'signature_refused' });
          request.log.warn({ orderId: request.body.order_id }, 'payment signature did not verify');
          reply.status(400);
          return { success: false, errorMessage: VERIFICATION_FAILED_MESSAGE, code: 'payment_failed' };
      }
    },
  );

  app.post(
    '/api/cart/abandon-payment',
    {
      preHandler,
      schema: {
        body: abandonPaymentSchema,
        response: {
          200: objectReply('What became of the order: released, paid after all, or already closed', {
            outcome: z.enum(['released', 'paid', 'closed']),
            orderId: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const result = await abandonPayment(app.deps, request.shopper!.accountId, request.body.order_id);
      if (!result) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      return result;
    },
  );

  await app.register(webhookRoutes);
  if (app.deps.payments.kind === 'sandbox') await app.register(sandboxRoutes);
}
