/**
 * HTTP routes of shipping (docs/product.md, "Shipping"): the delivery date for a pincode, ship
 * and labels from the orders table, the NDR queue, the sandbox's step page, the shopper's
 * parcel and reattempt, and the courier's tracking webhook.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply, jsonReply, objectReply } from '#server/lib/reply-schemas';
import { secretMatches } from '#server/lib/secret-match';
import { limitPdfDownloads } from '#server/pdf/index';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin, requireShopper } from '#server/plugins/sessions';
import { orderIdParamsSchema } from '#shared/after-order-requests';
import { pincodeParamsSchema } from '#shared/delivery';
import {
  labelsQuerySchema,
  ndrActionSchema,
  reattemptSchema,
  SHIPPING_MESSAGES,
  sandboxAdvanceSchema,
  shipOrdersSchema,
} from '#shared/shipping';
import { shopperActor } from '../orders';
import { createDeliveryEstimates } from './delivery-estimate';
import { labelsPdf } from './labels';
import { adminNdrAction, ndrQueue, requestReattempt, shipmentOfShopperOrder } from './ndr';
import type { SandboxShippingProvider } from './sandbox-provider';
import { shipSelection } from './ship-orders';
import { recentShipments } from './shipment-list';
import { applyTracking } from './tracking';

export async function shippingRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const estimates = createDeliveryEstimates(deps);
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const actor = (request: { admin?: { accountId: number } }) => `admin:${request.admin!.accountId}`;

  app.get(
    '/api/pincodes/:pincode/delivery-date',
    {
      preHandler: requireApiKey(app),
      schema: {
        params: pincodeParamsSchema,
        response: {
          200: jsonReply(
            '"Delivery by Fri, 29 Nov" for the pincode, or a range of two dates without an estimate',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return estimates.dateFor(request.params.pincode);
    },
  );

  app.post(
    '/api/admins/shipping/ship',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: {
        body: shipOrdersSchema,
        response: {
          200: jsonReply('What became of each order: shipped with its AWB, or why not; and the pickup'),
        },
      },
    },
    async (request) =>
      shipSelection(deps, {
        orderIds: request.body.orderIds,
        actor: actor(request),
        log: (err) => request.log.error({ err }, 'shipping an order failed'),
      }),
  );

  app.get(
    '/api/admins/shipping/labels',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      preHandler: limitPdfDownloads(deps.counters, actor),
      schema: {
        querystring: labelsQuerySchema,
        response: { 200: fileReply('application/pdf', 'The shipping labels, one per parcel, in one PDF') },
      },
    },
    async (request, reply) => {
      const ids = request.query.orderIds;
      const pdf = await labelsPdf(deps, ids);
      const name = ids.length === 1 ? `label-${ids[0]}.pdf` : `labels-${ids.length}-orders.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/admins/shipping/shipments',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: { response: { 200: jsonReply('The latest booked parcels and their steps') } },
    },
    async () => ({ provider: deps.shipping.kind, shipments: await recentShipments(deps.db) }),
  );

  app.get(
    '/api/admins/shipping/ndr',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: { response: { 200: jsonReply('Parcels whose last delivery attempt failed') } },
    },
    async () => ndrQueue(deps),
  );

  app.post(
    '/api/admins/shipping/ndr/:orderId',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: {
        params: orderIdParamsSchema,
        body: ndrActionSchema,
        response: { 200: objectReply('The courier took the answer', { ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await adminNdrAction(deps, {
        orderId: request.params.orderId,
        choice: request.body,
        actor: actor(request),
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admins/shipping/sandbox/:awb/advance',
    {
      config: { permission: 'orders.dispatch' },
      onRequest,
      schema: {
        params: z.object({ awb: z.string().trim().min(1).max(60) }),
        body: sandboxAdvanceSchema,
        response: { 200: jsonReply('The step was added and applied to the order') },
      },
    },
    async (request) => {
      if (!('advance' in deps.shipping))
        throw new AppError('conflict', SHIPPING_MESSAGES.sandboxOnly, { code: 'shipping_unavailable' });
      const sandbox = deps.shipping as SandboxShippingProvider;
      sandbox.advance(request.params.awb, request.body.stage, deps.clock(), request.body.reason);
      // The same path as the courier's webhook: re-read, then apply.
      const result = await applyTracking(deps, request.params.awb);
      if (!result.known) throw new AppError('not_found', `No parcel with AWB ${request.params.awb}.`);
      return result;
    },
  );

  app.get(
    '/api/users/orders/:orderId/shipment',
    {
      preHandler: requireShopper(app),
      schema: {
        params: orderIdParamsSchema,
        response: { 200: jsonReply('The parcel: courier, AWB, step, failed attempt') },
      },
    },
    async (request) => shipmentOfShopperOrder(deps, request.shopper!.accountId, request.params.orderId),
  );

  app.post(
    '/api/users/orders/:orderId/reattempt',
    {
      preHandler: requireShopper(app),
      schema: {
        params: orderIdParamsSchema,
        body: reattemptSchema,
        response: { 200: jsonReply('The parcel after the request') },
      },
    },
    async (request) => {
      const userId = request.shopper!.accountId;
      await requestReattempt(deps, {
        userId,
        orderId: request.params.orderId,
        ...request.body,
        actor: shopperActor(userId),
      });
      return shipmentOfShopperOrder(deps, userId, request.params.orderId);
    },
  );

  app.post(
    '/api/shipping/tracking-updates',
    {
      schema: {
        summary: "The courier service's tracking webhook",
        description:
          'Shiprocket sends the token set up in its panel as x-api-key (no signature); the shipment is then re-read from its API.',
        body: z.unknown().describe('A tracking update naming the AWB'),
        response: { 200: objectReply('The update was received', { received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      if (!secretMatches(deps.config.shippingWebhookToken, request.headers['x-api-key']))
        throw new AppError('unauthorized', SHIPPING_MESSAGES.badToken);
      const body = request.body as { awb?: unknown } | null;
      const awb =
        typeof body?.awb === 'string' || typeof body?.awb === 'number' ? String(body.awb).trim() : '';
      if (!awb || awb.length > 60) return reply.send({ received: true });
      await applyTracking(deps, awb);
      return reply.send({ received: true });
    },
  );
}
