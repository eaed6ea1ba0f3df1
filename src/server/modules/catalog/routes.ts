/** HTTP routes of the catalogue: the product list, search and a single product (docs/product.md section 7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { whenReady } from '#server/lib/maybe-promise';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { getItemsQuerySchema, itemIdParamsSchema } from '#shared/catalog';
import { filtersOf } from '#shared/catalog-filters';
import { facetsQuerySchema, searchQuerySchema } from '#shared/search';
import { readCatalogPage, readProduct } from './catalog-reads';
import { sendJsonBody } from './conditional-get';
import { readFacets } from './facets';
import { readSearchPage } from './search-reads';
import { seoRoutes } from './seo-routes';

export async function catalogRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireApiKey(app);

  typed.get(
    '/get-items',
    {
      schema: {
        querystring: getItemsQuerySchema,
        response: {
          200: jsonReply('A page of the catalogue: products (docs/product.md section 7) and paging'),
        },
      },
      preHandler,
    },
    (request, reply) => {
      const { page, category } = request.query;
      const read = readCatalogPage(app.deps.db, { page, category, filters: filtersOf(request.query) });
      return whenReady(read, (cached) => sendJsonBody(request, reply, cached));
    },
  );

  // Registered beside /api/items/:id; a static segment wins, and no item id is "search" (item-id.ts).
  typed.get(
    '/api/items/search',
    {
      schema: {
        querystring: searchQuerySchema,
        response: { 200: jsonReply('A page of search results: matching products and paging') },
      },
      preHandler,
    },
    (request, reply) => {
      const { q, page, category } = request.query;
      const read = readSearchPage(app.deps.db, { q, page, category, filters: filtersOf(request.query) });
      return whenReady(read, (cached) => sendJsonBody(request, reply, cached));
    },
  );

  typed.get(
    '/api/items/facets',
    {
      schema: {
        querystring: facetsQuerySchema,
        response: {
          200: jsonReply(
            'How many products each filter choice shows: total, categories, sizes and price bands',
          ),
        },
      },
      preHandler,
    },
    (request, reply) => {
      const { q, category } = request.query;
      const read = readFacets(app.deps.db, { q, category, filters: filtersOf(request.query) });
      return whenReady(read, (cached) => sendJsonBody(request, reply, cached));
    },
  );

  typed.get(
    '/api/items/:id',
    { schema: { params: itemIdParamsSchema, response: { 200: jsonReply('One product') } }, preHandler },
    (request, reply) =>
      whenReady(readProduct(app.deps.db, request.params.id), (cached) =>
        sendJsonBody(request, reply, cached),
      ),
  );

  await app.register(seoRoutes);
}
