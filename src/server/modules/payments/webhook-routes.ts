/**
 * POST /api/payments/razorpay/webhook. Its own plugin scope keeps the JSON body as raw bytes
 * (the signature covers the exact bytes) without changing body parsing anywhere else.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { objectReply } from '#server/lib/reply-schemas';
import { sendRefunds } from './refunds';
import { handleRazorpayWebhook } from './webhook';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const webhookSchema = {
  summary: "Razorpay's webhook",
  description:
    'Signed with X-Razorpay-Signature (HMAC-SHA256 of the raw body); X-Razorpay-Event-Id de-duplicates.',
  // The raw JSON bytes: the signature covers them exactly, so they are parsed only once it verifies.
  body: z
    .unknown()
    .describe('A Razorpay event: payment.captured, order.paid, payment.failed or refund.processed'),
  response: {
    200: objectReply('The event was received', { received: z.literal(true), duplicate: z.boolean() }),
  },
};

export async function webhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/payments/razorpay/webhook', { schema: webhookSchema }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const result = await handleRazorpayWebhook(app.deps, raw, {
      signature: header(request.headers['x-razorpay-signature']),
      eventId: header(request.headers['x-razorpay-event-id']),
    });
    if (result.payment) app.deps.metrics.paymentRecorded(result.payment);
    // Answer at once (Razorpay wants 2xx within seconds); refunds go out after, retried if they fail.
    reply.send({ received: true, duplicate: result.duplicate });
    if (result.refunds.length > 0) {
      sendRefunds(app.deps, result.refunds).catch((err) =>
        request.log.error({ err }, 'refund after webhook failed; the retry job will send it'),
      );
    }
    return reply;
  });
}
