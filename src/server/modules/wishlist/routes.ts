/** HTTP routes of the wishlist (docs/product.md section 19): each parses, authorizes, calls one operation and answers the list. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply, noBody } from '#server/lib/reply-schemas';
import { requireShopper } from '#server/plugins/sessions';
import { browserWishlistSchema, wishlistParamsSchema } from '#shared/wishlist';
import {
  addToWishlist,
  mergeBrowserWishlist,
  previewBrowserWishlist,
  readWishlist,
  removeFromWishlist,
} from './saved-products';

const shopperId = (request: FastifyRequest) => request.shopper!.accountId;
const listReply = jsonReply(
  'The wishlist: each product with its price, the drop since saved and its sizes in stock',
);

export async function wishlistRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const preHandler = requireShopper(app);

  app.get('/api/wishlist', { preHandler, schema: { response: { 200: listReply } } }, async (request) => ({
    items: await readWishlist(db, shopperId(request)),
  }));

  app.put(
    '/api/wishlist/:itemId',
    { preHandler, schema: { params: wishlistParamsSchema, body: noBody, response: { 200: listReply } } },
    async (request) => {
      await addToWishlist(db, shopperId(request), request.params.itemId);
      return { items: await readWishlist(db, shopperId(request)) };
    },
  );

  app.delete(
    '/api/wishlist/:itemId',
    { preHandler, schema: { params: wishlistParamsSchema, body: noBody, response: { 200: listReply } } },
    async (request) => {
      await removeFromWishlist(db, shopperId(request), request.params.itemId);
      return { items: await readWishlist(db, shopperId(request)) };
    },
  );

  app.post(
    '/api/wishlist/merge',
    { preHandler, schema: { body: browserWishlistSchema, response: { 200: listReply } } },
    async (request) => {
      await mergeBrowserWishlist(db, shopperId(request), request.body.items);
      return { items: await readWishlist(db, shopperId(request)) };
    },
  );

  // A visitor's list lives in the browser: anyone may preview it (it reads only the catalogue).
  app.post(
    '/api/wishlist/preview',
    { schema: { body: browserWishlistSchema, response: { 200: listReply } } },
    async (request) => ({ items: await previewBrowserWishlist(db, request.body.items) }),
  );
}
