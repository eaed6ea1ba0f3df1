/**
 * What search engines and link previews read from /products/:id without running JavaScript,
 * written into the app shell when the web app has no server build (a server-rendered page
 * renders the same tags itself, src/shared/page-head.ts). Every value is escaped.
 */
import { escapeHtml } from '#server/plugins/web';
import type { ProductJson } from '#shared/catalog';
import { jsonForScript, type PageHeadTags, productHeadTags } from '#shared/page-head';

export { jsonForScript, productJsonLd, SHOP_NAME } from '#shared/page-head';

export function productPageHead(product: ProductJson, publicUrl: string): { title: string; head: string } {
  return headHtml(productHeadTags(product, publicUrl));
}

/** The tags of `head` as HTML, the title apart. */
export function headHtml(head: PageHeadTags): { title: string; head: string } {
  const tags = [
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.meta.map(
      ({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return { title: head.title, head: tags.join('\n') };
}
