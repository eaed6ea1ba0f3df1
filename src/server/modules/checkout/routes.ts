/** HTTP routes of the checkout area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { quoteSchema } from '#shared/coupons';
import { createOrderSchema, placeCodOrderSchema, placeStoreCreditOrderSchema } from '#shared/order-requests';
import type { PlacedOrderResponse } from '#shared/orders';
import { withinCouponGuessLimit } from '../coupons';
import { placeCodOrder } from './place-cod-order';
import { quoteCheckout } from './quote';
import { startOnlinePayment } from './start-online-payment';

/** The shopper's browser as analytics knows it: hashed at once, never stored (BUSINESS.md section 16). */
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function checkoutRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);

  app.post(
    '/api/cart/quote',
    {
      preHandler,
      schema: {
        body: quoteSchema,
        response: { 200: jsonReply("The order's figures before paying, with the coupon applied or refused") },
      },
    },
    async (request) => {
      const userId = request.shopper!.accountId;
      const { couponCode } = request.body;
      return withinCouponGuessLimit(app.deps, userId, couponCode, () =>
        quoteCheckout(app.deps, userId, couponCode),
      );
    },
  );

  app.post(
    '/api/cart/place-cod-order',
    {
      preHandler,
      schema: {
        body: placeCodOrderSchema,
        response: {
          200: z.object({ success: z.literal(true), orderId: z.string() }).describe('The order placed'),
        },
      },
    },
    async (request): Promise<PlacedOrderResponse> => {
      const { couponCode, details, useStoreCredit } = request.body;
      const userId = request.shopper!.accountId;
      const { orderId } = await withinCouponGuessLimit(app.deps, userId, couponCode, () =>
        placeCodOrder(app.deps, userId, details, couponCode, { useStoreCredit, client: clientOf(request) }),
      );
      app.deps.metrics.orderPlaced('cod');
      return { success: true, orderId };
    },
  );

  app.post(
    '/api/cart/place-store-credit-order',
    {
      preHandler,
      schema: {
        body: placeStoreCreditOrderSchema,
        response: {
          200: z
            .object({ success: z.literal(true), orderId: z.string() })
            .describe('The order placed, paid in full from store credit'),
        },
      },
    },
    async (request): Promise<PlacedOrderResponse> => {
      const { couponCode, details } = request.body;
      const userId = request.shopper!.accountId;
      const { orderId } = await withinCouponGuessLimit(app.deps, userId, couponCode, () =>
        placeCodOrder(app.deps, userId, details, couponCode, {
          wholeInStoreCredit: true,
          client: clientOf(request),
        }),
      );
      return { success: true, orderId };
    },
  );

  app.post(
    '/api/cart/create-order',
    {
      preHandler,
      schema: {
        body: createOrderSchema,
        response: {
          200: jsonReply(
            "The provider's order to open the payment window with (id, amount, currency, keyId, name, email)",
          ),
        },
      },
    },
    async (request) => {
      const userId = request.shopper!.accountId;
      const { amount, details, couponCode, partialCod, useStoreCredit } = request.body;
      return withinCouponGuessLimit(app.deps, userId, couponCode, () =>
        startOnlinePayment(app.deps, userId, {
          amountPaise: amount,
          details,
          couponCode,
          partialCod,
          useStoreCredit,
          client: clientOf(request),
        }),
      );
    },
  );
}
