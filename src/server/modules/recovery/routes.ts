/**
 * Cart recovery's routes (BUSINESS.md section 13): the restore link's page and its one-click stop,
 * and the back office's figures per day.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { readSession, requireAdmin } from '#server/plugins/sessions';
import { RECOVERY_FIGURES_URL, recoveryFiguresQuerySchema, recoveryFiguresSchema } from '#shared/recovery';
import { withdrawForAccount } from '../privacy/withdrawal';
import { recoveryFigures } from './figures';
import { RESTORE_PATH, sequenceOfToken } from './links';
import { openRestoreLink, refillCart } from './restore';
import { renderRestorePage, renderStoppedPage } from './restore-page';
import { endSequence } from './run-sequences';

const STATUS = { restored: 200, unknown: 404, expired: 410, not_yours: 403 } as const;
const page = (what: string) => fileReply('text/html', what);
const params = z.object({ token: z.string().max(200) });

export async function recoveryRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    `${RESTORE_PATH}/:token`,
    {
      schema: {
        summary: "A cart reminder's link: the cart at today's prices, or why it cannot be shown",
        params,
        response: {
          200: page('The cart restored, with what changed'),
          403: page('The link names another shopper’s cart'),
          404: page('The link is malformed or unknown'),
          410: page('The link has expired'),
        },
      },
    },
    async (request, reply) => {
      const auth = await readSession(app, request, 'shopper');
      const now = deps.clock();
      const restore = await openRestoreLink(deps.db, request.params.token, auth?.accountId ?? null, now);
      if (restore.kind === 'restored' && auth)
        await refillCart(deps.db, auth.accountId, restore.lines, deps.config.maxUnitsPerSize);
      reply
        .status(STATUS[restore.kind])
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer');
      return renderRestorePage(restore, auth !== undefined);
    },
  );

  app.get(
    `${RESTORE_PATH}/:token/stop`,
    {
      schema: {
        summary: "A cart reminder's one-click stop: withdraws reminders and ends the sequence",
        params,
        response: { 200: page('Reminders stopped'), 404: page('The link is malformed or unknown') },
      },
    },
    async (request, reply) => {
      const sequence = await sequenceOfToken(deps.db, request.params.token);
      const now = deps.clock();
      if (sequence) {
        await deps.db.transaction(async (tx) => {
          await withdrawForAccount(tx, sequence.accountId, 'reminders', 'mail_link', now);
          await endSequence(tx, sequence.id, 'opt_out', now);
        });
      }
      reply
        .status(sequence ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store');
      return renderStoppedPage(sequence !== undefined);
    },
  );

  app.get(
    RECOVERY_FIGURES_URL,
    {
      onRequest: [requireApiKey(app), requireAdmin(app)],
      config: { permission: 'dashboard.read' },
      schema: {
        summary:
          'Cart recovery per day: carts left, reminders per channel, clicks, orders and revenue recovered',
        querystring: recoveryFiguresQuerySchema,
        response: { 200: recoveryFiguresSchema },
      },
    },
    async (request) => ({ days: await recoveryFigures(deps.db, deps.clock(), request.query.days) }),
  );
}
