/** Pages for search engines and link previews: product page head tags, sitemap, robots.txt. */
import type { FastifyInstance } from 'fastify';
import type { ProductJson } from '../../../shared/catalog';
import { AppError } from '../../errors';
import { CompressibleBody, sendCompressible } from '../../plugins/content-encoding';
import type { CachedBody } from './catalog-cache';
import { readProduct } from './catalog-reads';
import { productPageHints } from './page-heads';
import { productPageHead } from './product-page-head';
import { buildRobots, buildSitemap } from './sitemap';

const DESCRIPTION_TAG = /<meta name="description"[^>]*>\s*/g;

/** The shell's generic description comes first; the product's own (added last) replaces it. */
function withoutShellDescription(html: string): string {
  const count = html.match(DESCRIPTION_TAG)?.length ?? 0;
  return count > 1 ? html.replace(/<meta name="description"[^>]*>\s*/, '') : html;
}

export async function seoRoutes(app: FastifyInstance) {
  app.get<{ Params: { productId: string } }>('/products/:productId', async (request, reply) => {
    // Without a built web app there is no page to send (API tests, `npm run dev`).
    if (!app.hasDecorator('renderIndexHtml')) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const found = await findProduct(app, request.params.productId);
    if (!found) return app.sendIndexHtml(request, reply.status(404));
    const product = JSON.parse(found.body.toString()) as ProductJson;
    const { title, head } = productPageHead(product, app.deps.config.publicUrl);
    const hints = productPageHints(app, request.params.productId, product, found);
    const html = withoutShellDescription(app.renderIndexHtml({ title, head: `${head}\n${hints}` }));
    return sendCompressible(request, reply, new CompressibleBody(Buffer.from(html)));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await buildSitemap(app.deps.db, app.deps.config.publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
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
