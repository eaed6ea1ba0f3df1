/**
 * Collections over HTTP (BUSINESS.md section 11): the storefront's reads of a collection and its
 * listing (the catalogue's filters and sort), and the back office's list, create, edit, delete
 * and live preview. Each admin change is recorded as an audit event and bumps the catalogue's
 * version, so cached answers and rendered pages show it at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whenReady } from '#server/lib/maybe-promise';
import { jsonReply, noBody } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { categoryParamSchema, getItemsQuerySchema } from '#shared/catalog';
import {
  catalogFilterFields,
  FILTER_PRICE_ORDER_MESSAGE,
  filtersOf,
  priceRangeInOrder,
} from '#shared/catalog-filters';
import { COLLECTION_MESSAGES, collectionInputSchema, collectionPreviewSchema } from '#shared/collections';
import { rowIdSchema } from '#shared/row-id';
import { recordAdminEvent } from '../admin/audit';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { sendJsonBody } from '../catalog/conditional-get';
import {
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  previewCollection,
  updateCollection,
} from './admin-collections';
import { refuseWhenOffered, slugTakenOnRace } from './guards';
import { readCollection, readCollectionFacets, readCollectionItems, readCollectionList } from './reads';

const slugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
const idParamsSchema = z.object({
  id: rowIdSchema(COLLECTION_MESSAGES.notFound),
});
const facetsQuerySchema = z
  .object({ category: categoryParamSchema, ...catalogFilterFields })
  .refine(priceRangeInOrder, { error: FILTER_PRICE_ORDER_MESSAGE });

export async function collectionRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const preHandler = requireApiKey(app);
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const adminId = (request: { admin?: { accountId: number } }) => request.admin!.accountId;

  app.get(
    '/api/collections',
    { preHandler, schema: { response: { 200: jsonReply('Every collection, the featured ones first') } } },
    (request, reply) =>
      whenReady(readCollectionList(deps.db), (cached) => sendJsonBody(request, reply, cached)),
  );

  app.get(
    '/api/collections/:slug',
    {
      preHandler,
      schema: {
        params: slugParamsSchema,
        response: { 200: jsonReply('A collection: name, description, cover') },
      },
    },
    (request, reply) =>
      whenReady(readCollection(deps.db, request.params.slug), (cached) =>
        sendJsonBody(request, reply, cached),
      ),
  );

  app.get(
    '/api/collections/:slug/items',
    {
      preHandler,
      schema: {
        params: slugParamsSchema,
        querystring: getItemsQuerySchema,
        response: { 200: jsonReply("A page of the collection's products, filtered and sorted") },
      },
    },
    (request, reply) => {
      const { page, category } = request.query;
      const read = readCollectionItems(deps.db, request.params.slug, {
        page,
        category,
        filters: filtersOf(request.query),
      });
      return whenReady(read, (cached) => sendJsonBody(request, reply, cached));
    },
  );

  app.get(
    '/api/collections/:slug/facets',
    {
      preHandler,
      schema: {
        params: slugParamsSchema,
        querystring: facetsQuerySchema,
        response: { 200: jsonReply("How many of the collection's products each filter choice shows") },
      },
    },
    (request, reply) => {
      const read = readCollectionFacets(deps.db, request.params.slug, {
        category: request.query.category,
        filters: filtersOf(request.query),
      });
      return whenReady(read, (cached) => sendJsonBody(request, reply, cached));
    },
  );

  app.get(
    '/api/admins/collections',
    {
      onRequest,
      config: { permission: 'catalogue.edit' },
      schema: { response: { 200: jsonReply('Every collection with its member count') } },
    },
    () => listCollections(deps.db),
  );

  app.get(
    '/api/admins/collections/:id',
    {
      onRequest,
      config: { permission: 'catalogue.edit' },
      schema: { params: idParamsSchema, response: { 200: jsonReply('One collection') } },
    },
    (request) => getCollection(deps.db, request.params.id),
  );

  app.post(
    '/api/admins/collections/preview',
    {
      onRequest,
      config: { permission: 'catalogue.edit' },
      schema: {
        body: collectionPreviewSchema,
        response: { 200: jsonReply('How many products the collection would show, and the first ones') },
      },
    },
    (request) => previewCollection(deps.db, request.body),
  );

  app.post(
    '/api/admins/collections',
    {
      onRequest,
      config: { permission: 'catalogue.edit' },
      schema: { body: collectionInputSchema, response: { 201: jsonReply('The new collection') } },
    },
    async (request, reply) => {
      const created = await slugTakenOnRace(request.body.slug, () =>
        deps.db.transaction(async (tx) => {
          const saved = await createCollection(tx, request.body, deps.clock());
          await recordAdminEvent(tx, adminId(request), 'collection.created', { collection: saved });
          return saved;
        }),
      );
      invalidateCatalog();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admins/collections/:id',
    {
      onRequest,
      config: { permission: 'catalogue.edit' },
      schema: {
        params: idParamsSchema,
        body: collectionInputSchema,
        response: { 200: jsonReply('The collection as saved') },
      },
    },
    async (request) => {
      const after = await slugTakenOnRace(request.body.slug, () =>
        deps.db.transaction(async (tx) => {
          const saved = await updateCollection(tx, request.params.id, request.body, deps.clock());
          await recordAdminEvent(tx, adminId(request), 'collection.updated', saved);
          return saved.after;
        }),
      );
      invalidateCatalog();
      return after;
    },
  );

  app.delete(
    '/api/admins/collections/:id',
    {
      onRequest,
      config: { permission: 'catalogue.edit' },
      schema: { params: idParamsSchema, body: noBody, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await deps.db.transaction(async (tx) => {
        const row = await deleteCollection(tx, request.params.id, (found) =>
          refuseWhenOffered(tx, found, deps.clock()),
        );
        await recordAdminEvent(tx, adminId(request), 'collection.deleted', {
          slug: row.slug,
          name: row.name,
        });
      });
      invalidateCatalog();
      return reply.code(204).send(null);
    },
  );
}
