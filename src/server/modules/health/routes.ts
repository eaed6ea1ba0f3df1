/** Liveness and readiness for load balancers and orchestrators. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      return reply.status(503).send({ errorMessage: 'The database is not reachable.', code: 'unavailable' });
    }
  });
}
