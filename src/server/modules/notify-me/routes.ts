/** HTTP routes of notify me (docs/product.md section 19): ask, unsubscribe, and the back office's demand list. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { readSession, requireAdmin } from '#server/plugins/sessions';
import { messageSchema } from '#shared/accounts';
import { NOTIFY_ME_MESSAGES, notifyMeSchema, unsubscribeSchema } from '#shared/notify-me';
import { askToBeNotified } from './ask';
import { pendingDemand } from './demand';
import { unsubscribe } from './unsubscribe';

export async function notifyMeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // Visitors and shoppers alike; a shopper's request also remembers the account.
  app.post(
    '/api/notify-me',
    { schema: { body: notifyMeSchema, response: { 200: messageSchema, 201: messageSchema } } },
    async (request, reply) => {
      const shopper = await readSession(app, request, 'shopper');
      const created = await askToBeNotified(db, { ...request.body, userId: shopper?.accountId });
      // The same answer either way: it never tells whether someone else already asked with this contact.
      reply.status(created ? 201 : 200);
      return { message: NOTIFY_ME_MESSAGES.asked(request.body.size) };
    },
  );

  app.post(
    '/api/notify-me/unsubscribe',
    { schema: { body: unsubscribeSchema, response: { 200: messageSchema } } },
    async (request) => {
      await unsubscribe(db, request.body.token);
      return { message: NOTIFY_ME_MESSAGES.unsubscribed };
    },
  );

  app.get(
    '/api/admins/notify-me',
    {
      onRequest: [requireApiKey(app), requireAdmin(app)],
      schema: { response: { 200: jsonReply('Notify-me requests still waiting, by product and size') } },
    },
    async () => ({ rows: await pendingDemand(db) }),
  );
}
