/**
 * HTTP routes of notify me (docs/product.md section 19): ask, confirm with the code sent to the
 * contact, unsubscribe, and the back office's demand list.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { readSession, requireAdmin } from '#server/plugins/sessions';
import { messageSchema } from '#shared/accounts';
import {
  NOTIFY_ME_MESSAGES,
  notifyMeConfirmSchema,
  notifyMeSchema,
  unsubscribeSchema,
} from '#shared/notify-me';
import { browserVerifiedContact, setVerifiedContactCookie } from '../accounts/verified-contact';
import { askToBeNotified, confirmRequest } from './ask';
import { pendingDemand } from './demand';
import { unsubscribe } from './unsubscribe';

export async function notifyMeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  const askReply = z.object({ message: z.string(), codeSent: z.boolean() });

  // Visitors and shoppers alike; a shopper's request also remembers the account. Every answer is
  // the same whether or not the contact was already waiting (BUSINESS.md section 10).
  app.post(
    '/api/notify-me',
    { schema: { body: notifyMeSchema, response: { 200: askReply } } },
    async (request) => {
      const shopper = await readSession(app, request, 'shopper');
      const { contact } = request.body;
      return askToBeNotified(app.deps, { ...request.body, userId: shopper?.accountId, ip: request.ip }, () =>
        browserVerifiedContact(app, request, contact, app.deps.clock()),
      );
    },
  );

  app.post(
    '/api/notify-me/confirm',
    { schema: { body: notifyMeConfirmSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const shopper = await readSession(app, request, 'shopper');
      const verification = await confirmRequest(app.deps, { ...request.body, userId: shopper?.accountId });
      setVerifiedContactCookie(app, reply, { ...verification, contact: request.body.contact });
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
      config: { permission: 'notify-me.read' },
      onRequest: [requireApiKey(app), requireAdmin(app)],
      schema: { response: { 200: jsonReply('Notify-me requests still waiting, by product and size') } },
    },
    async () => ({ rows: await pendingDemand(db) }),
  );
}
