/** The shopper's WhatsApp switch and the back office's view of an order's messages. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin, requireShopper } from '#server/plugins/sessions';
import { whatsAppPreferenceSchema } from '#shared/mobile-accounts';
import { messagesOfOrder } from '../mail/receipts';
import { findOrderByPublicId } from '../orders';
import { readWhatsAppPreference, setWhatsAppPreference } from './preferences';

const preferenceReply = z.object({ mobile: z.string(), optedIn: z.boolean() });

const messageJson = z.object({
  channel: z.enum(['email', 'sms', 'whatsapp']),
  template: z.string(),
  to: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'delivered', 'read', 'failed']),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  error: z.string().nullable(),
});

export async function messagingAccountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const shopperOnly = requireShopper(app);

  app.get(
    '/api/users/me/whatsapp',
    { preHandler: shopperOnly, schema: { response: { 200: preferenceReply } } },
    async (request) => readWhatsAppPreference(deps, request.shopper!.accountId),
  );

  app.put(
    '/api/users/me/whatsapp',
    {
      preHandler: shopperOnly,
      schema: { body: whatsAppPreferenceSchema, response: { 200: preferenceReply } },
    },
    async (request) => setWhatsAppPreference(deps, request.shopper!.accountId, request.body.optIn),
  );

  app.get(
    '/api/admins/orders/:orderId/messages',
    {
      config: { permission: 'orders.messages' },
      onRequest: [requireApiKey(app), requireAdmin(app)],
      schema: {
        params: z.object({ orderId: z.string().max(64) }),
        response: { 200: z.object({ orderId: z.string(), messages: z.array(messageJson) }) },
      },
    },
    async (request) => {
      const order = await findOrderByPublicId(deps.db, request.params.orderId);
      if (!order) throw new AppError('not_found', 'There is no such order.');
      return { orderId: order.orderId, messages: await messagesOfOrder(deps.db, order.id) };
    },
  );
}
