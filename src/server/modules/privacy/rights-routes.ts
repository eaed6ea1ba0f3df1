/**
 * The shopper's rights: a copy of their data (JSON, which the profile's page shows), the breach
 * notices they were sent, and erasure.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonReply, noBody } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { shopperBreachNoticeSchema } from '#shared/privacy-breach';
import { noticesForShopper } from './breaches';
import { askForErasure, exportPersonalData } from './rights';

export async function rightsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const shopperOnly = requireShopper(app);

  app.get(
    '/api/users/me/data',
    {
      preHandler: shopperOnly,
      schema: {
        summary: "The shopper's personal data, every kind the shop holds",
        querystring: z.object({ download: z.enum(['1']).optional() }),
        response: { 200: jsonReply('Account, addresses, orders, consents, messages, reviews and more') },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(deps.db, request.shopper!.accountId, deps.clock());
      if (request.query.download) reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return data;
    },
  );

  app.get(
    '/api/users/me/breach-notices',
    {
      preHandler: shopperOnly,
      schema: {
        summary: 'The breach notices the shopper was sent, to read again in their account',
        response: { 200: z.object({ notices: z.array(shopperBreachNoticeSchema) }) },
      },
    },
    async (request) => ({ notices: await noticesForShopper(deps.db, request.shopper!.accountId) }),
  );

  app.post(
    '/api/users/me/erase',
    {
      preHandler: shopperOnly,
      schema: {
        summary: "Erases the shopper's account (or queues it while an order is open)",
        body: noBody,
        response: { 200: z.object({ state: z.enum(['done', 'waiting']), message: z.string().optional() }) },
      },
    },
    // A done erasure has deleted every session of the account, this one included.
    async (request) => askForErasure(deps, request.shopper!.accountId, request.shopper!.sessionId),
  );
}
