/** The back office's style calls (docs/product.md, "Colours and styles"); each colour is a product. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonReply } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { MAX_DATA_URL_LENGTH } from '#shared/admin';
import { MAX_COLOURS_PER_CALL } from '#shared/colours';
import {
  styleAddColoursSchema,
  styleCreateSchema,
  styleFromProductSchema,
  styleIdParamsSchema,
  styleMoveSchema,
  styleOrderSchema,
} from '#shared/styles';
import { listAdminStyles } from '../catalog/style-list';
import { readAdminStyle } from '../catalog/styles';
import { addColours, createStyle, moveIntoStyle, reorderColours, styleFromProduct } from './style-writes';

/** Four photos per colour, MAX_COLOURS_PER_CALL colours, and room for the shared texts. */
export const STYLE_BODY_LIMIT_BYTES = MAX_COLOURS_PER_CALL * 4 * (MAX_DATA_URL_LENGTH + 64) + 64 * 1024;

export async function adminStyleRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Authorization runs before the body is parsed or validated: a visitor learns nothing but 401/403.
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const who = (request: { admin?: { accountId: number } }) => ({
    adminId: request.admin!.accountId,
    now: deps.clock(),
  });
  const reply = (text: string) => ({ 200: jsonReply(text) });

  app.post(
    '/api/admins/styles',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      bodyLimit: STYLE_BODY_LIMIT_BYTES,
      schema: { body: styleCreateSchema, response: { 201: jsonReply('The new style with its colours') } },
    },
    async (request, res) => res.status(201).send(await createStyle(deps.db, who(request), request.body)),
  );

  app.post(
    '/api/admins/styles/from-product',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      schema: {
        body: styleFromProductSchema,
        response: reply('The new style, the product its first colour'),
      },
    },
    async (request) => styleFromProduct(deps.db, who(request), request.body),
  );

  app.get(
    '/api/admins/styles',
    {
      config: { permission: 'catalogue.read' },
      onRequest,
      schema: { response: reply('Every style with its colours, newest first') },
    },
    async () => listAdminStyles(deps.db),
  );

  app.get(
    '/api/admins/styles/:styleId',
    {
      config: { permission: 'catalogue.read' },
      onRequest,
      schema: { params: styleIdParamsSchema, response: reply('A style with its colours and their stock') },
    },
    async (request) => readAdminStyle(deps.db, request.params.styleId),
  );

  app.post(
    '/api/admins/styles/:styleId/colours',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      bodyLimit: STYLE_BODY_LIMIT_BYTES,
      schema: {
        params: styleIdParamsSchema,
        body: styleAddColoursSchema,
        response: reply('The style with its new colours'),
      },
    },
    async (request) => addColours(deps.db, who(request), request.params.styleId, request.body),
  );

  app.put(
    '/api/admins/styles/:styleId/order',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      schema: {
        params: styleIdParamsSchema,
        body: styleOrderSchema,
        response: reply('The style in its new order'),
      },
    },
    async (request) => reorderColours(deps.db, who(request), request.params.styleId, request.body.itemIds),
  );

  app.post(
    '/api/admins/styles/:styleId/members',
    {
      config: { permission: 'catalogue.edit' },
      onRequest,
      schema: {
        params: styleIdParamsSchema,
        body: styleMoveSchema,
        response: reply('The style with the product moved in'),
      },
    },
    async (request) => moveIntoStyle(deps.db, who(request), request.params.styleId, request.body),
  );
}
