/**
 * The messaging area's HTTP routes: WhatsApp's webhook (verification handshake and deliveries) in
 * a scope that keeps the raw JSON body for the signature. Also sets the SMS and WhatsApp
 * providers the outbox sender uses (docs/decisions/026-messaging.md).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply, objectReply } from '#server/lib/reply-schemas';
import { secretMatches } from '#server/lib/secret-match';
import { messagingAccountRoutes } from './account-routes';
import { smsProviderFor, whatsAppProviderFor } from './choose-providers';
import { handleWhatsAppWebhook } from './whatsapp-webhook';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function messagingRoutes(app: FastifyInstance) {
  const { deps } = app;
  // Tests may pass their own providers; otherwise the configuration's keys decide.
  deps.sms ??= smsProviderFor(deps.config, app.log);
  deps.whatsapp ??= whatsAppProviderFor(deps.config, app.log);
  await app.register(whatsappWebhookRoutes);
  await app.register(messagingAccountRoutes);
}

async function whatsappWebhookRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/messaging/whatsapp/webhook',
    {
      schema: {
        summary: "WhatsApp's webhook verification",
        description:
          'Meta calls it once with hub.mode=subscribe and the verify token; it answers the challenge.',
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: fileReply('text/plain', 'The challenge, echoed back') },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      // The verify token alone answers the handshake, compared in constant time; unset, nobody.
      const expected = deps.config.whatsappVerifyToken ?? '';
      if (query['hub.mode'] !== 'subscribe' || !secretMatches(expected, query['hub.verify_token'])) {
        throw new AppError('unauthorized', 'The verify token does not match.');
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/api/messaging/whatsapp/webhook',
    {
      schema: {
        summary: "WhatsApp's webhook",
        description:
          'Delivery and read receipts and incoming messages (STOP opts out), signed with X-Hub-Signature-256.',
        body: z.unknown().describe('A WhatsApp Business Account notification'),
        response: {
          200: objectReply('The notification was received', {
            received: z.literal(true),
            acted: z.number(),
            duplicates: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handleWhatsAppWebhook(deps, raw, header(request.headers['x-hub-signature-256']));
      return { received: true as const, ...result };
    },
  );
}
