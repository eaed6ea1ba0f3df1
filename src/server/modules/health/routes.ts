/** Liveness and readiness for load balancers and orchestrators. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorReply, objectReply } from '#server/lib/reply-schemas';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    { schema: { response: { 200: objectReply('The process is up', { status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        response: {
          200: objectReply('The database answers', { status: z.literal('ready') }),
          503: errorReply('The database is not reachable'),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ready' as const };
      } catch (err) {
        request.log.error({ err }, 'database not reachable');
        return reply
          .status(503)
          .send({ errorMessage: 'The database is not reachable.', code: 'unavailable' });
      }
    },
  );
}
