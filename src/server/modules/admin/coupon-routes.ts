/**
 * The admin's coupon calls (docs/product.md section 13): list with uses, create, edit, pause and
 * resume. Each change is recorded as an audit event.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { COUPON_FORM_MESSAGES, couponInputSchema, pauseCouponSchema } from '#shared/coupons';
import { rowIdSchema } from '#shared/row-id';
import { createCoupon, listCoupons, pauseCoupon, updateCoupon } from '../coupons';
import { recordAdminEvent } from './audit';

const couponParamsSchema = z.object({
  id: rowIdSchema(COUPON_FORM_MESSAGES.notFound),
});

export async function adminCouponRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const adminId = (request: { admin?: { accountId: number } }) => request.admin!.accountId;

  app.get(
    '/api/admins/coupons',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: { response: { 200: jsonReply('Every coupon with its uses') } },
    },
    () => listCoupons(deps.db),
  );

  app.post(
    '/api/admins/coupons',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: { body: couponInputSchema, response: { 201: jsonReply('The new coupon') } },
    },
    async (request, reply) => {
      const coupon = await deps.db.transaction(async (tx) => {
        const created = await createCoupon(tx, request.body, deps.clock());
        await recordAdminEvent(tx, adminId(request), 'coupon.created', { coupon: created });
        return created;
      });
      return reply.code(201).send(coupon);
    },
  );

  app.put(
    '/api/admins/coupons/:id',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: {
        params: couponParamsSchema,
        body: couponInputSchema,
        response: { 200: jsonReply('The coupon as saved') },
      },
    },
    async (request) =>
      deps.db.transaction(async (tx) => {
        const { before, after } = await updateCoupon(tx, request.params.id, request.body, deps.clock());
        await recordAdminEvent(tx, adminId(request), 'coupon.updated', { before, after });
        return after;
      }),
  );

  app.put(
    '/api/admins/coupons/:id/paused',
    {
      config: { permission: 'offers.manage' },
      onRequest,
      schema: {
        params: couponParamsSchema,
        body: pauseCouponSchema,
        response: { 200: jsonReply('The coupon, paused or resumed') },
      },
    },
    async (request) =>
      deps.db.transaction(async (tx) => {
        const coupon = await pauseCoupon(tx, request.params.id, request.body.paused, deps.clock());
        const type = coupon.paused ? 'coupon.paused' : 'coupon.resumed';
        await recordAdminEvent(tx, adminId(request), type, { code: coupon.code });
        return coupon;
      }),
  );
}
