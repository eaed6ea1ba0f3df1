/** HTTP routes of the catalogue: the product list and a single product (SPEC section 7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getItemsQuerySchema, itemIdParamsSchema } from '../../../shared/catalog';
import { requireApiKey } from '../../plugins/api-key';
import { readCatalogPage, readProduct } from './catalog-reads';
import { sendJsonBody } from './conditional-get';
import { seoRoutes } from './seo-routes';

export async function catalogRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireApiKey(app);

  typed.get(
    '/get-items',
    { schema: { querystring: getItemsQuerySchema }, preHandler },
    async (request, reply) => sendJsonBody(request, reply, await readCatalogPage(app.deps.db, request.query)),
  );

  typed.get(
    '/api/items/:id',
    { schema: { params: itemIdParamsSchema }, preHandler },
    async (request, reply) => sendJsonBody(request, reply, await readProduct(app.deps.db, request.params.id)),
  );

  await app.register(seoRoutes);
}
