/** The back office's breaches (docs/decisions/038-personal-data.md; DPDP Rules 2025, rule 7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noBody } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import {
  breachDetailSchema,
  breachInputSchema,
  breachJsonSchema,
  breachReportSchema,
} from '#shared/privacy-breach';
import { rowIdSchema } from '#shared/row-id';
import { sendBreachNotices } from './breach-notices';
import { breachDetail, listBreaches, recordBoardReport, recordBreach } from './breaches';

const params = z.object({ id: rowIdSchema() });

export async function breachRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];

  app.get(
    '/api/admins/breaches',
    {
      onRequest,
      config: { permission: 'breaches.manage' },
      schema: { response: { 200: z.object({ breaches: z.array(breachJsonSchema) }) } },
    },
    async () => ({ breaches: await listBreaches(deps.db) }),
  );

  app.post(
    '/api/admins/breaches',
    {
      onRequest,
      config: { permission: 'breaches.manage' },
      schema: {
        summary: 'Records a personal-data breach and the shoppers it affects',
        body: breachInputSchema,
        response: { 201: breachDetailSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return recordBreach(deps, request.body, `admin:${request.admin!.accountId}`);
    },
  );

  app.get(
    '/api/admins/breaches/:id',
    {
      onRequest,
      config: { permission: 'breaches.manage' },
      schema: { params, response: { 200: breachDetailSchema } },
    },
    async (request) => breachDetail(deps.db, request.params.id),
  );

  app.post(
    '/api/admins/breaches/:id/notices',
    {
      onRequest,
      config: { permission: 'breaches.manage' },
      schema: {
        summary: "Mails the breach's notice to every affected shopper not yet told (once each)",
        params,
        body: noBody,
        response: { 200: breachDetailSchema },
      },
    },
    async (request) => sendBreachNotices(deps, request.params.id),
  );

  app.post(
    '/api/admins/breaches/:id/report',
    {
      onRequest,
      config: { permission: 'breaches.manage' },
      schema: {
        summary: 'Records when the report reached the Data Protection Board',
        params,
        body: breachReportSchema,
        response: { 200: breachDetailSchema },
      },
    },
    async (request) => recordBoardReport(deps, request.params.id, request.body.reportedAt),
  );
}
