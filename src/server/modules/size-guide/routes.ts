/** GET /api/size-guide/:category: the chart the product page shows in its size guide dialog. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { sizeGuideParamsSchema } from '#shared/size-guide';
import { readSizeGuide } from './size-guide';

export async function sizeGuideRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/size-guide/:category',
    {
      schema: {
        params: sizeGuideParamsSchema,
        response: { 200: jsonReply("The category's size guide: chest and length per size") },
      },
      preHandler: requireApiKey(app),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readSizeGuide(app.deps.db, request.params.category);
    },
  );
}
