/** HTTP routes of the orders area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonReply, objectReply } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { ADDRESS_UPDATED_MESSAGE, updateAddressSchema } from '#shared/orders';
import { listShopperOrders, updateOrderAddress } from './shopper-orders';

export async function orderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);

  app.get(
    '/api/users/orders',
    { preHandler, schema: { response: { 200: jsonReply("The shopper's orders, newest first") } } },
    async (request) => listShopperOrders(app.deps.db, request.shopper!.accountId),
  );

  app.put(
    '/api/cart/update-order-service',
    {
      preHandler,
      schema: {
        body: updateAddressSchema,
        response: {
          200: objectReply('The order with its new address', { message: z.string(), order: z.unknown() }),
        },
      },
    },
    async (request) => {
      const order = await updateOrderAddress(app.deps.db, {
        userId: request.shopper!.accountId,
        orderId: request.body.orderId,
        newAddress: request.body.newAddress,
        now: app.deps.clock(),
      });
      return { message: ADDRESS_UPDATED_MESSAGE, order };
    },
  );
}
