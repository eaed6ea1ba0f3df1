/** PUT /api/admins/size-guide/:category: the admin replaces a category's size guide. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { sizeGuideParamsSchema, sizeGuideUpdateSchema } from '#shared/size-guide';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { readSizeGuide, replaceSizeGuide } from '../size-guide/size-guide';
import { recordAdminEvent } from './audit';

export async function adminSizeGuideRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];

  app.put(
    '/api/admins/size-guide/:category',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      schema: {
        params: sizeGuideParamsSchema,
        body: sizeGuideUpdateSchema,
        response: { 200: jsonReply("The category's size guide as saved") },
      },
    },
    async (request) => {
      const { category } = request.params;
      await deps.db.transaction(async (tx) => {
        await replaceSizeGuide(tx, category, request.body, deps.clock());
        await recordAdminEvent(tx, request.admin!.accountId, 'size_guide.updated', {
          category,
          sizes: request.body.sizes,
        });
      });
      // The product pages show the guide: their cached pages go (plugins/page-cache.ts).
      invalidateCatalog();
      return readSizeGuide(deps.db, category);
    },
  );
}
