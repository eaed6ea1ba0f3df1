/** HTTP routes of the cart area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '#server/db/client';
import { requireShopper } from '#server/plugins/sessions';
import { addToCartSchema, ITEM_REMOVED_MESSAGE, removeItemSchema } from '#shared/cart';
import { findShopper } from '../accounts/shoppers';
import { addToCart } from './add-to-cart';
import { toCartJson } from './cart-json';
import { loadCartLines } from './cart-lines';
import { clearCart, removeCartItem } from './remove-items';

async function cartOf(db: DbOrTx, userId: number) {
  const shopper = await findShopper(db, userId);
  return toCartJson(shopper.userName, await loadCartLines(db, userId));
}

const shopperId = (request: FastifyRequest) => request.shopper!.accountId;

export async function cartRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const preHandler = requireShopper(app);

  app.post('/api/cart/add-to-cart', { preHandler, schema: { body: addToCartSchema } }, async (request) => {
    await addToCart(db, shopperId(request), request.body, app.deps.config.maxUnitsPerSize);
    return cartOf(db, shopperId(request));
  });

  app.get('/api/cart/get-cart-items', { preHandler }, async (request) => cartOf(db, shopperId(request)));

  app.put('/api/cart/remove-item', { preHandler, schema: { body: removeItemSchema } }, async (request) => {
    await removeCartItem(db, shopperId(request), request.body);
    return { message: ITEM_REMOVED_MESSAGE };
  });

  app.patch('/api/cart/clear-cart', { preHandler }, async (request) => {
    await clearCart(db, shopperId(request));
    return cartOf(db, shopperId(request));
  });
}
