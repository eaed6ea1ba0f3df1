/** HTTP routes of the mail area, and the mail transport the sender job uses. */
import type { FastifyInstance } from 'fastify';
import { fileReply } from '#server/lib/reply-schemas';
import { renderDevOutbox } from './dev-outbox-page';
import { createMailTransport } from './transport';

export async function mailRoutes(app: FastifyInstance) {
  const { deps } = app;
  // Tests may pass their own transport; otherwise SMTP_URL decides. Set here because the dev
  // outbox writes to the app's logger, which exists only once the app does.
  deps.mailTransport ??= createMailTransport(deps.config.smtpUrl, app.log);
  const transport = deps.mailTransport;
  app.addHook('onClose', async () => transport.close());

  // Never in production: there it is a 404 like any unknown path.
  if (deps.config.production || transport.kind !== 'dev-outbox') return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        response: { 200: fileReply('text/html', 'The mail the shop has written (development only)') },
      },
    },
    async (_request, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return renderDevOutbox(deps.db);
    },
  );
}
