/** The shopper's store credit: GET /api/users/store-credit answers the balance and its history. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { storeCreditHistory } from './history';

export async function storeCreditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/users/store-credit',
    {
      preHandler: requireShopper(app),
      schema: {
        response: { 200: jsonReply("The shopper's store credit balance and its history, newest first") },
      },
    },
    async (request) => storeCreditHistory(app.deps.db, request.shopper!.accountId),
  );
}
