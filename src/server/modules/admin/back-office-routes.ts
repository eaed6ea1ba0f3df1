/**
 * The back office's product reads and dashboard (docs/product.md section 14): one product for the
 * edit screen, its stock history, and the dashboard's figures.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { adminItemParamsSchema, stockHistoryQuerySchema } from '#shared/stock-history';
import { readSettings } from '../settings';
import { readDashboard } from './dashboard';
import { readAdminProduct, readAdminStockHistory } from './product-read';

export async function adminBackOfficeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];

  app.get(
    '/api/admins/items/:itemId',
    {
      config: { permission: 'catalogue.read' },
      onRequest,
      schema: {
        params: adminItemParamsSchema,
        response: { 200: jsonReply('One product for the edit screen') },
      },
    },
    async (request) => readAdminProduct(deps.db, request.params.itemId),
  );

  app.get(
    '/api/admins/items/:itemId/stock-history',
    {
      config: { permission: 'catalogue.read' },
      onRequest,
      schema: {
        params: adminItemParamsSchema,
        querystring: stockHistoryQuerySchema,
        response: { 200: jsonReply("A page of the product's stock changes, newest first") },
      },
    },
    async (request) => readAdminStockHistory(deps.db, request.params.itemId, request.query.page),
  );

  app.get(
    '/api/admins/dashboard',
    {
      config: { permission: 'dashboard.read' },
      onRequest,
      schema: { response: { 200: jsonReply("The dashboard's order figures and low stock") } },
    },
    async () => {
      const { threshold } = await readSettings(deps.db, 'lowStock');
      return readDashboard(deps.db, { now: deps.clock(), lowStockThreshold: threshold });
    },
  );
}
