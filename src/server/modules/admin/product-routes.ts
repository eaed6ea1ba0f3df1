/** The admin's product calls (docs/product.md section 7, Admin): list, upload, update, delete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { messageSchema } from '#shared/accounts';
import {
  ADMIN_MESSAGES,
  deleteProductSchema,
  itemsListQuerySchema,
  productUpdateSchema,
  productUploadSchema,
} from '#shared/admin';
import { archiveProduct } from './archive-product';
import { listAdminProducts } from './items-list';
import { updateProduct } from './update-product';
import { uploadProduct } from './upload-product';

export async function adminProductRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Authorization runs before the body is parsed or validated: a visitor learns nothing but 401/403.
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const adminId = (request: { admin?: { accountId: number } }) => request.admin!.accountId;

  app.get(
    '/api/admins/items-list',
    {
      config: { permission: 'catalogue.read' },
      onRequest,
      schema: {
        querystring: itemsListQuerySchema,
        response: { 200: jsonReply('A page of products with stock and held units') },
      },
    },
    async (request) => listAdminProducts(deps.db, request.query.page, request.query.q),
  );

  app.post(
    '/api/admins/upload',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      schema: { body: productUploadSchema, response: { 201: jsonReply('The new product') } },
    },
    async (request, reply) => {
      const product = await uploadProduct(deps.db, {
        adminId: adminId(request),
        input: request.body,
        now: deps.clock(),
      });
      return reply.status(201).send(product);
    },
  );

  app.patch(
    '/api/admins/update-item',
    {
      config: { permission: 'stock.edit' },
      onRequest,
      schema: { body: productUpdateSchema, response: { 200: jsonReply('The updated product') } },
    },
    async (request) =>
      updateProduct(deps.db, { adminId: adminId(request), input: request.body, now: deps.clock() }),
  );

  app.delete(
    '/api/admins/delete-product',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      schema: { body: deleteProductSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await archiveProduct(deps.db, {
        adminId: adminId(request),
        itemId: request.body.productId,
        now: deps.clock(),
      });
      return { message: ADMIN_MESSAGES.deleteSuccess };
    },
  );
}
