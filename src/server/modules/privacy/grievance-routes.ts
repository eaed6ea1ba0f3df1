/**
 * The privacy page's data and complaint form, and the back office's grievance tickets
 * (docs/decisions/038-personal-data.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireApiKey } from '#server/plugins/api-key';
import { readSession, requireAdmin } from '#server/plugins/sessions';
import {
  grievanceJsonSchema,
  grievanceReplySchema,
  grievanceSchema,
  NOTICE_VERSIONS,
  PRIVACY_NOTICE_URL,
} from '#shared/privacy';
import { rowIdSchema } from '#shared/row-id';
import { readSettings } from '../settings';
import { fileGrievance, listGrievances, replyToGrievance } from './grievances';

export async function grievanceRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const adminOnly = [requireApiKey(app), requireAdmin(app)];

  app.get(
    PRIVACY_NOTICE_URL,
    {
      schema: {
        summary: "The privacy notice's version and the Grievance Officer's contact",
        response: {
          200: z.object({
            version: z.string(),
            officer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
          }),
        },
      },
    },
    async () => {
      const settings = await readSettings(deps.db, 'privacy');
      return {
        version: NOTICE_VERSIONS.privacy,
        officer: {
          name: settings.grievanceOfficerName,
          email: settings.grievanceOfficerEmail,
          phone: settings.grievanceOfficerPhone,
        },
      };
    },
  );

  app.post(
    '/api/privacy/grievances',
    {
      schema: {
        summary: 'A complaint to the Grievance Officer (signed in or not)',
        body: grievanceSchema,
        response: { 201: grievanceJsonSchema },
      },
    },
    async (request, reply) => {
      const auth = await readSession(app, request, 'shopper');
      reply.status(201);
      return fileGrievance(deps, request.body, auth?.accountId ?? null);
    },
  );

  app.get(
    '/api/admins/grievances',
    {
      config: { permission: 'grievances.answer' },
      onRequest: adminOnly,
      schema: { response: { 200: z.object({ grievances: z.array(grievanceJsonSchema) }) } },
    },
    async () => ({ grievances: await listGrievances(deps.db) }),
  );

  app.post(
    '/api/admins/grievances/:id/reply',
    {
      config: { permission: 'grievances.answer' },
      onRequest: adminOnly,
      schema: {
        params: z.object({ id: rowIdSchema() }),
        body: grievanceReplySchema,
        response: { 200: grievanceJsonSchema },
      },
    },
    async (request) =>
      replyToGrievance(deps, request.params.id, request.body.reply, `admin:${request.admin!.accountId}`),
  );
}
