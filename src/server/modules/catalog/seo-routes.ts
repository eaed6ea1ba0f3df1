/** Pages for search engines and link previews: product page head tags, sitemap, robots.txt. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply } from '#server/lib/reply-schemas';
import { sendServerRendered } from '#server/plugins/server-render';
import type { ProductJson } from '#shared/catalog';
import type { CachedBody } from './catalog-cache';
import { readProduct } from './catalog-reads';
import { productPageHints, servedProductHead } from './page-heads';
import { productPageHead } from './product-page-head';
import { buildRobots, buildSitemap } from './sitemap';

const productPageSchema = {
  params: z.object({ productId: z.string() }),
  response: {
    200: fileReply(
      'text/html',
      "The storefront's product page with the product's title and link-preview tags",
    ),
  },
};
const sitemapSchema = {
  response: { 200: fileReply('application/xml', 'The sitemap of every product page') },
};
const robotsSchema = { response: { 200: fileReply('text/plain', 'robots.txt') } };

export async function seoRoutes(app: FastifyInstance) {
  app.get<{ Params: { productId: string } }>(
    '/products/:productId',
    { schema: productPageSchema },
    async (request, reply) => {
      // Without a built web app there is no page to send (API tests, `npm run dev`).
      if (!app.hasDecorator('sendIndexHtml')) return reply.callNotFound();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (app.rendersOnServer) {
        return sendServerRendered(app, request, reply, servedProductHead(request.params.productId));
      }
      const found = await findProduct(app, request.params.productId);
      if (!found) return app.sendIndexHtml(request, reply.status(404));
      const product = JSON.parse(found.body.toString()) as ProductJson;
      const { title, head } = productPageHead(product, app.deps.config.publicUrl);
      const hints = productPageHints(app, request.params.productId, product, found);
      return app.sendIndexHtml(request, reply, { title, head: `${head}\n${hints}` });
    },
  );

  app.get('/sitemap.xml', { schema: sitemapSchema }, async (_request, reply) => {
    const xml = await buildSitemap(app.deps.db, app.deps.config.publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: robotsSchema }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(buildRobots(app.deps.config.publicUrl)),
  );
}

async function findProduct(app: FastifyInstance, itemId: string): Promise<CachedBody | undefined> {
  if (itemId.length > 200) return undefined;
  try {
    return await readProduct(app.deps.db, itemId);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'not_found') return undefined;
    throw err;
  }
}
