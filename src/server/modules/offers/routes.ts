/**
 * Offers over HTTP (BUSINESS.md section 12): the live offers' badges for the storefront, and the
 * back office's list, create, edit and report. Each admin change is recorded as an audit event.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whenReady } from '#server/lib/maybe-promise';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { OFFER_FORM_MESSAGES, offerInputSchema } from '#shared/offers';
import { rowIdSchema } from '#shared/row-id';
import { recordAdminEvent } from '../admin/audit';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { sendJsonBody } from '../catalog/conditional-get';
import { createOffer, listOffers, offerReport, updateOffer } from './admin-offers';
import { readLiveOffers } from './live-offer-reads';

const offerParamsSchema = z.object({
  id: rowIdSchema(OFFER_FORM_MESSAGES.notFound),
});

export async function offerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const adminId = (request: { admin?: { accountId: number } }) => request.admin!.accountId;

  app.get(
    '/api/offers',
    {
      preHandler: requireApiKey(app),
      schema: { response: { 200: jsonReply("The live offers: each one's badge and the pieces it covers") } },
    },
    (request, reply) =>
      whenReady(readLiveOffers(deps.db, deps.clock()), (cached) => sendJsonBody(request, reply, cached)),
  );

  app.get(
    '/api/admins/offers',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: { response: { 200: jsonReply('Every offer') } },
    },
    () => listOffers(deps.db),
  );

  app.get(
    '/api/admins/offers/report',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: { response: { 200: jsonReply('Orders, pieces, revenue and discount per offer') } },
    },
    () => offerReport(deps.db),
  );

  app.post(
    '/api/admins/offers',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: { body: offerInputSchema, response: { 201: jsonReply('The new offer') } },
    },
    async (request, reply) => {
      const offer = await deps.db.transaction(async (tx) => {
        const created = await createOffer(tx, request.body, deps.clock());
        await recordAdminEvent(tx, adminId(request), 'offer.created', { offer: created });
        return created;
      });
      // Cards and product pages carry the badges: rendered pages are made again at once.
      invalidateCatalog();
      return reply.code(201).send(offer);
    },
  );

  app.put(
    '/api/admins/offers/:id',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: {
        params: offerParamsSchema,
        body: offerInputSchema,
        response: { 200: jsonReply('The offer as saved') },
      },
    },
    async (request) => {
      const saved = await deps.db.transaction(async (tx) => {
        const { before, after } = await updateOffer(tx, request.params.id, request.body, deps.clock());
        await recordAdminEvent(tx, adminId(request), 'offer.updated', { before, after });
        return after;
      });
      invalidateCatalog();
      return saved;
    },
  );
}
