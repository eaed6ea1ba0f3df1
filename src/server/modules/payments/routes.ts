/** HTTP routes of the payments area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors';
import { requireShopper } from '#server/plugins/sessions';
import { abandonPaymentSchema, type VerifyPaymentResponse, verifyPaymentSchema } from '#shared/orders';
import { abandonPayment } from './reconcile';
import { sandboxRoutes } from './sandbox-routes';
import {
  LATE_PAYMENT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
  verifyPayment,
} from './verify-payment';
import { webhookRoutes } from './webhook-routes';

export async function paymentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);

  app.post(
    '/api/cart/verify-payment',
    { preHandler, schema: { body: verifyPaymentSchema } },
    async (request, reply): Promise<VerifyPaymentResponse> => {
      const result = await verifyPayment(app.deps, request.shopper!.accountId, request.body);
      switch (result.kind) {
        case 'paid':
          return { success: true, orderId: result.orderId };
        case 'refunded':
          reply.status(409);
          return { success: false, errorMessage: LATE_PAYMENT_MESSAGE, code: 'late_payment' };
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
    { preHandler, schema: { body: abandonPaymentSchema } },
    async (request) => {
      const result = await abandonPayment(app.deps, request.shopper!.accountId, request.body.order_id);
      if (!result) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      return result;
    },
  );

  await app.register(webhookRoutes);
  if (app.deps.payments.kind === 'sandbox') await app.register(sandboxRoutes);
}
