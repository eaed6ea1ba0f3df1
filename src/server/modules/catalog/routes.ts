/** HTTP routes of the catalogue: the product list and a single product (SPEC section 7). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getItemsQuerySchema, itemIdParamsSchema } from '../../../shared/catalog';
import { requireApiKey } from '../../plugins/api-key';
import type { CachedBody } from './catalog-cache';
import { isPromise, type MaybePromise, readCatalogPage, readProduct } from './catalog-reads';
import { sendJsonBody } from './conditional-get';
import { seoRoutes } from './seo-routes';

export async function catalogRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireApiKey(app);

  typed.get('/get-items', { schema: { querystring: getItemsQuerySchema }, preHandler }, (request, reply) =>
    answer(request, reply, readCatalogPage(app.deps.db, request.query)),
  );

  typed.get('/api/items/:id', { schema: { params: itemIdParamsSchema }, preHandler }, (request, reply) =>
    answer(request, reply, readProduct(app.deps.db, request.params.id)),
  );

  await app.register(seoRoutes);
}

/** A cache hit is sent in the same tick; a miss (or its error) goes through the promise. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  read: MaybePromise<CachedBody>,
): Promise<FastifyReply> | undefined {
  if (isPromise(read)) return read.then((cached) => sendJsonBody(request, reply, cached));
  sendJsonBody(request, reply, read);
  return undefined;
}
