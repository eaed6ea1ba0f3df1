/** /sitemap.xml and /robots.txt: every page a search engine should know about. */
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';
import { escapeHtml } from '#server/plugins/web';
import { CATEGORIES } from '#shared/constants';
import { paths } from '#shared/paths';
import { collectionSlugs } from '../collections/reads';
import { onStorefront } from './product-queries';

const STATIC_PAGES = [
  paths.aboutUs,
  paths.contactUs,
  paths.shippingDelivery,
  paths.refundPolicy,
  paths.privacyPolicy,
  paths.termsConditions,
];

export async function buildSitemap(db: DbOrTx, publicUrl: string): Promise<string> {
  const live = await db
    .select({ itemId: products.itemId, updatedAt: products.updatedAt })
    .from(products)
    .where(onStorefront())
    .orderBy(desc(products.createdAt), desc(products.id));
  const entries = [
    url(publicUrl + paths.home),
    url(publicUrl + paths.products),
    ...CATEGORIES.map((category) =>
      url(`${publicUrl}${paths.products}?category=${encodeURIComponent(category)}`),
    ),
    ...live.map((row) => url(publicUrl + paths.product(row.itemId), row.updatedAt)),
    url(publicUrl + paths.collections),
    ...(await collectionSlugs(db)).map((row) => url(publicUrl + paths.collection(row.slug), row.updatedAt)),
    ...STATIC_PAGES.map((page) => url(publicUrl + page)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function url(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(location)}</loc>${lastmod}</url>`;
}

export function buildRobots(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
