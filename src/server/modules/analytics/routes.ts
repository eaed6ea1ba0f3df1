/**
 * Analytics' HTTP routes (BUSINESS.md section 16): the public collector, and the owner's reports
 * as JSON and CSV behind the back office's guard.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply, jsonReply, noBody } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import {
  COLLECTOR_BODY_LIMIT_BYTES,
  collectBatchSchema,
  reportCsvParamsSchema,
  reportRangeSchema,
} from '#shared/analytics';
import { collect } from './collector';
import { reportCsv } from './csv-export';
import { rollupRecent } from './jobs';
import { readReport } from './reports';
import { readSpeedReport } from './speed-report';
import { isBot } from './visitor';

/** One address may send this many batches a minute: a shopper's page sends two or three. */
export const COLLECTOR_PER_MINUTE = 60;
/** Batches written at once by this process; more wait outside, refused with 429, never queued. */
export const COLLECTOR_IN_FLIGHT = 8;

export async function analyticsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const host = () => new URL(deps.config.publicUrl).host;
  let inFlight = 0;

  app.post(
    '/api/events',
    {
      // Cheap refusals come first, before the body is read or parsed: its size (413), then the
      // address's pace (429, the rate limit's own hook); a bot's batch is answered unread.
      bodyLimit: COLLECTOR_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: COLLECTOR_PER_MINUTE, timeWindow: 60_000, groupId: 'events' } },
      onRequest: (request, reply, done) => {
        if (isBot(request.headers['user-agent'])) {
          reply.code(204).send(null);
          return;
        }
        if (inFlight >= COLLECTOR_IN_FLIGHT) {
          done(
            new AppError('too_many', 'The shop is busy; send these events later.', { retryAfterSeconds: 5 }),
          );
          return;
        }
        done();
      },
      schema: {
        body: collectBatchSchema,
        response: {
          202: z.object({ accepted: z.number().int() }).describe('The events kept'),
          204: z.null().describe("A bot's events, not kept"),
        },
      },
    },
    async (request, reply) => {
      inFlight++;
      try {
        const accepted = await collect(
          deps.db,
          request.body,
          { ip: request.ip, userAgent: request.headers['user-agent'], host: host() },
          deps.clock(),
        );
        return reply.code(202).send({ accepted });
      } finally {
        inFlight--;
      }
    },
  );

  const onRequest = [requireApiKey(app), requireAdmin(app)];

  app.get(
    '/api/admins/analytics',
    {
      config: { permission: 'analytics.read' },
      onRequest,
      schema: {
        querystring: reportRangeSchema,
        response: { 200: jsonReply('Visitors, visits, the funnel, sources and pages for the days asked') },
      },
    },
    async (request) => readReport(deps.db, request.query.from, request.query.to),
  );

  app.get(
    '/api/admins/analytics/speed',
    {
      config: { permission: 'analytics.read' },
      onRequest,
      schema: {
        querystring: reportRangeSchema,
        response: { 200: jsonReply("Real-user speed for the 28 days ending on 'to'") },
      },
    },
    async (request) => readSpeedReport(deps.db, request.query.to),
  );

  // The figures are remade every five minutes (jobs.ts); the owner may ask for it now.
  app.post(
    '/api/admins/analytics/refresh',
    {
      config: { permission: 'analytics.read' },
      onRequest,
      schema: { body: noBody, response: { 200: jsonReply('The days whose figures were made again') } },
    },
    async () => ({ days: await rollupRecent(deps.db, deps.clock()) }),
  );

  app.get(
    '/api/admins/analytics/csv/:report',
    {
      config: { permission: 'analytics.read' },
      onRequest,
      schema: {
        params: reportCsvParamsSchema,
        querystring: reportRangeSchema,
        response: { 200: fileReply('text/csv', 'One report, one line a row') },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const { report } = request.params;
      const csv = reportCsv(report, await readReport(deps.db, from, to), await readSpeedReport(deps.db, to));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report}-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );
}
