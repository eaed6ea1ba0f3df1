/** The sandbox's payment window and its Pay/Fail actions (registered only with the sandbox provider). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply, jsonReply, noBody, objectReply } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { findOrderByProviderOrderId } from '../orders/order-queries';
import { sandboxCheckoutPage, sandboxCheckoutScript } from './sandbox-page';
import type { SandboxProvider } from './sandbox-provider';

const params = z.object({ orderId: z.string().min(1).max(100) });

export async function sandboxRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const sandbox = app.deps.payments as SandboxProvider;
  const preHandler = requireShopper(app);

  /** The shopper's own order with a live sandbox payment, or 404. */
  async function ownSandboxOrder(shopperId: number, providerOrderId: string) {
    const order = await findOrderByProviderOrderId(app.deps.db, providerOrderId);
    const known = sandbox.findOrder(providerOrderId);
    if (!order || order.userId !== shopperId || !known) {
      throw new AppError('not_found', 'This test payment was not found. Please start the payment again.');
    }
    return { order, known };
  }

  app.get(
    '/sandbox-checkout/sandbox-checkout.js',
    {
      schema: {
        response: {
          200: fileReply('text/javascript', "The sandbox's stand-in for Razorpay's checkout script"),
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(sandboxCheckoutScript),
  );

  app.get(
    '/sandbox-checkout/:orderId',
    { preHandler, schema: { params, response: { 200: fileReply('text/html', 'The test payment window') } } },
    async (request, reply) => {
      const { order, known } = await ownSandboxOrder(request.shopper!.accountId, request.params.orderId);
      const html = sandboxCheckoutPage({
        providerOrderId: request.params.orderId,
        amountPaise: known.amountPaise,
        receipt: order.orderId,
      });
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    },
  );

  app.post(
    '/sandbox-checkout/:orderId/pay',
    {
      preHandler,
      schema: {
        params,
        body: noBody,
        response: { 200: jsonReply('The signed test payment, as Razorpay hands it to the page') },
      },
    },
    async (request) => {
      await ownSandboxOrder(request.shopper!.accountId, request.params.orderId);
      return sandbox.pay(request.params.orderId);
    },
  );

  app.post(
    '/sandbox-checkout/:orderId/fail',
    {
      preHandler,
      schema: {
        params,
        body: noBody,
        response: { 200: objectReply('The test payment failed', { status: z.literal('failed') }) },
      },
    },
    async (request) => {
      await ownSandboxOrder(request.shopper!.accountId, request.params.orderId);
      sandbox.fail(request.params.orderId);
      return { status: 'failed' as const };
    },
  );
}
