/**
 * GET /api/size-guide/:category: the chart the product page shows in its size guide dialog.
 * GET /api/size-guide/products/:itemId: the product's own measurements, which the dialog shows
 * instead when it has them; PUT /api/admins/products/:itemId/measurements replaces them
 * (docs/product.md, "Fit confidence").
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { itemIdParamsSchema, MEASUREMENT_MESSAGES, measurementsUpdateSchema } from '#shared/measurements';
import { sizeGuideParamsSchema } from '#shared/size-guide';
import { recordAdminEvent } from '../admin/audit';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { findAdminProductByItemId } from '../catalog/product-queries';
import { readProductMeasurements, replaceProductMeasurements } from './measurements';
import { readSizeGuide } from './size-guide';

export async function sizeGuideRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/size-guide/:category',
    {
      schema: {
        params: sizeGuideParamsSchema,
        response: { 200: jsonReply("The category's size guide: chest and length per size") },
      },
      preHandler: requireApiKey(app),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readSizeGuide(app.deps.db, request.params.category);
    },
  );

  app.get(
    '/api/size-guide/products/:itemId',
    {
      schema: {
        params: itemIdParamsSchema,
        response: {
          200: jsonReply(
            "The product's own measurements per size (cm and inches) and its model; no sizes when it has none",
          ),
        },
      },
      preHandler: requireApiKey(app),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readProductMeasurements(app.deps.db, request.params.itemId);
    },
  );

  app.put(
    '/api/admins/products/:itemId/measurements',
    {
      config: { permission: 'catalogue.edit' },
      onRequest: [requireApiKey(app), requireAdmin(app)],
      schema: {
        params: itemIdParamsSchema,
        body: measurementsUpdateSchema,
        response: { 200: jsonReply("The product's measurements as saved") },
      },
    },
    async (request) => {
      const { deps } = app;
      const { itemId } = request.params;
      if (!(await findAdminProductByItemId(deps.db, itemId)))
        throw new AppError('not_found', MEASUREMENT_MESSAGES.productNotFound);
      await deps.db.transaction(async (tx) => {
        await replaceProductMeasurements(tx, itemId, request.body, deps.clock());
        await recordAdminEvent(tx, request.admin!.accountId, 'product.measurements_updated', {
          itemId,
          ...request.body,
        });
      });
      // The product's page shows them: its cached page goes (plugins/page-cache.ts).
      invalidateCatalog();
      return readProductMeasurements(deps.db, itemId);
    },
  );
}
