/** HTTP routes of the orders area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireShopper } from '#server/plugins/sessions';
import { ADDRESS_UPDATED_MESSAGE, updateAddressSchema } from '#shared/orders';
import { serviceabilityOf } from '../delivery';
import { listShopperOrders, updateOrderAddress } from './shopper-orders';

export async function orderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireShopper(app);

  app.get('/api/users/orders', { preHandler }, async (request) =>
    listShopperOrders(app.deps.db, request.shopper!.accountId),
  );

  app.put(
    '/api/cart/update-order-service',
    { preHandler, schema: { body: updateAddressSchema } },
    async (request) => {
      const order = await updateOrderAddress(app.deps.db, {
        userId: request.shopper!.accountId,
        change: request.body,
        rules: await serviceabilityOf(app.deps).read(),
        now: app.deps.clock(),
      });
      return { message: ADDRESS_UPDATED_MESSAGE, order };
    },
  );
}
