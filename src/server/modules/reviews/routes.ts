/**
 * HTTP routes of reviews (docs/product.md, "Reviews"): the product page's published reviews, the
 * shopper's own review of a product and its submission, and the back office's moderation.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whenReady } from '#server/lib/maybe-promise';
import { jsonReply, noBody, objectReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { errorBody } from '#server/plugins/errors';
import { requireAdmin, requireShopper } from '#server/plugins/sessions';
import {
  moderationQuerySchema,
  REVIEW_BODY_LIMIT_BYTES,
  REVIEW_MESSAGES,
  rejectReviewSchema,
  reviewIdParamsSchema,
  reviewItemParamsSchema,
  reviewSubmitSchema,
  reviewsPageQuerySchema,
} from '#shared/reviews';
import { sendJsonBody } from '../catalog/conditional-get';
import { listModerationQueue, moderateReview } from './moderation';
import { readReviewsPage } from './review-reads';
import { myReviewState, submitReview } from './submit-review';

const moderatedReply = objectReply('What was done', { message: z.string() });

export async function reviewRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const shopper = requireShopper(app);
  const admin = [requireApiKey(app), requireAdmin(app)];

  app.get(
    '/api/reviews/:itemId',
    {
      preHandler: requireApiKey(app),
      schema: {
        params: reviewItemParamsSchema,
        querystring: reviewsPageQuerySchema,
        response: {
          200: jsonReply(
            "A page of the product's approved reviews (photo reviews first) with the average, count and fit summary",
          ),
        },
      },
    },
    (request, reply) =>
      whenReady(readReviewsPage(deps.db, request.params.itemId, request.query.page), (cached) =>
        sendJsonBody(request, reply, cached),
      ),
  );

  app.get(
    '/api/users/reviews/:itemId',
    {
      preHandler: shopper,
      schema: {
        params: reviewItemParamsSchema,
        response: { 200: jsonReply('Whether the shopper may review the product, and their review if any') },
      },
    },
    async (request) => myReviewState(deps.db, request.shopper!.accountId, request.params.itemId),
  );

  app.post(
    '/api/users/reviews/:itemId',
    {
      // Signed in before the (large) body is read.
      onRequest: shopper,
      bodyLimit: REVIEW_BODY_LIMIT_BYTES,
      schema: {
        params: reviewItemParamsSchema,
        body: reviewSubmitSchema,
        response: { 201: jsonReply('The shopper’s review, pending moderation') },
      },
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return (reply as FastifyReply).status(413).send(errorBody(REVIEW_MESSAGES.tooLarge, 'too_large'));
        return base.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      const state = await submitReview(deps.db, {
        userId: request.shopper!.accountId,
        itemId: request.params.itemId,
        review: request.body,
        now: deps.clock(),
      });
      reply.status(201);
      return { message: REVIEW_MESSAGES.submitted, ...state };
    },
  );

  app.get(
    '/api/admins/reviews',
    {
      config: { permission: 'reviews.moderate' },
      onRequest: admin,
      schema: {
        querystring: moderationQuerySchema,
        response: { 200: jsonReply('Reviews by status: the pending queue oldest first') },
      },
    },
    async (request) => listModerationQueue(deps.db, request.query),
  );

  app.patch(
    '/api/admins/reviews/:reviewId/approve',
    {
      config: { permission: 'reviews.moderate' },
      onRequest: admin,
      schema: { params: reviewIdParamsSchema, body: noBody, response: { 200: moderatedReply } },
    },
    async (request) => {
      await moderateReview(deps.db, {
        reviewId: request.params.reviewId,
        adminId: request.admin!.accountId,
        decision: 'approved',
        now: deps.clock(),
        publicUrl: deps.config.publicUrl,
      });
      return { message: REVIEW_MESSAGES.approved };
    },
  );

  app.patch(
    '/api/admins/reviews/:reviewId/reject',
    {
      config: { permission: 'reviews.moderate' },
      onRequest: admin,
      schema: { params: reviewIdParamsSchema, body: rejectReviewSchema, response: { 200: moderatedReply } },
    },
    async (request) => {
      await moderateReview(deps.db, {
        reviewId: request.params.reviewId,
        adminId: request.admin!.accountId,
        decision: 'rejected',
        reason: request.body.reason,
        now: deps.clock(),
        publicUrl: deps.config.publicUrl,
      });
      return { message: REVIEW_MESSAGES.rejected };
    },
  );
}
