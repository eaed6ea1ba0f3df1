/** HTTP routes of the cart area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '#server/db/client';
import { jsonReply, noBody } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { messageSchema } from '#shared/accounts';
import { addToCartSchema, browserCartSchema, ITEM_REMOVED_MESSAGE, removeItemSchema } from '#shared/cart';
import { findShopper } from '../accounts/shoppers';
import { addToCart } from './add-to-cart';
import { mergeBrowserCart, previewBrowserCart } from './browser-cart';
import { toCartJson } from './cart-json';
import { loadCartLines } from './cart-lines';
import { clearCart, removeCartItem } from './remove-items';

async function cartOf(db: DbOrTx, userId: number) {
  const shopper = await findShopper(db, userId);
  return toCartJson(shopper.userName, await loadCartLines(db, userId));
}

const shopperId = (request: FastifyRequest) => request.shopper!.accountId;

const cartReply = jsonReply("The cart: the shopper's name and each line with its price and available units");

export async function cartRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const preHandler = requireShopper(app);

  app.post(
    '/api/cart/add-to-cart',
    { preHandler, schema: { body: addToCartSchema, response: { 200: cartReply } } },
    async (request) => {
      await addToCart(db, shopperId(request), request.body, app.deps.config.maxUnitsPerSize);
      return cartOf(db, shopperId(request));
    },
  );

  app.get(
    '/api/cart/get-cart-items',
    { preHandler, schema: { response: { 200: cartReply } } },
    async (request) => cartOf(db, shopperId(request)),
  );

  // A visitor's cart, kept in the browser: anyone may preview it (it reads only the catalogue).
  app.post(
    '/api/cart/preview',
    {
      schema: {
        body: browserCartSchema,
        response: { 200: jsonReply("The browser cart's lines with today's price, image and stock") },
      },
    },
    async (request) => ({ items: await previewBrowserCart(db, request.body.items) }),
  );

  app.post(
    '/api/cart/merge',
    { preHandler, schema: { body: browserCartSchema, response: { 200: cartReply } } },
    async (request) => {
      const adjusted = await mergeBrowserCart(
        db,
        shopperId(request),
        request.body.items,
        app.deps.config.maxUnitsPerSize,
      );
      return { ...(await cartOf(db, shopperId(request))), adjusted };
    },
  );

  app.put(
    '/api/cart/remove-item',
    { preHandler, schema: { body: removeItemSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeCartItem(db, shopperId(request), request.body);
      return { message: ITEM_REMOVED_MESSAGE };
    },
  );

  app.patch(
    '/api/cart/clear-cart',
    { preHandler, schema: { body: noBody, response: { 200: cartReply } } },
    async (request) => {
      await clearCart(db, shopperId(request));
      return cartOf(db, shopperId(request));
    },
  );
}
