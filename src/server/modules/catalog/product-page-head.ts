/**
 * What search engines and link previews read from /products/:id without running JavaScript:
 * title, description, Open Graph tags and a schema.org Product (JSON-LD). Every value is escaped.
 */

import { escapeHtml } from '#server/plugins/web';
import type { ProductJson } from '#shared/catalog';
import { CATEGORY_LABELS, type Category, CURRENCY } from '#shared/constants';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';

export const SHOP_NAME = 'Oversized';
const DESCRIPTION_LENGTH = 160;

export function productPageHead(product: ProductJson, publicUrl: string): { title: string; head: string } {
  const pageUrl = publicUrl + paths.product(product.itemId);
  const description = shorten(
    `${product.description} ${formatRupees(product.price)} (MRP ${formatRupees(product.actualPrice)}).`,
  );
  const image = publicUrl + product.image;
  const meta: Array<[string, string, string]> = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', SHOP_NAME],
    ['property', 'og:title', product.name],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:url', pageUrl],
    ['property', 'product:price:amount', String(product.price)],
    ['property', 'product:price:currency', CURRENCY],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
    `<script type="application/ld+json">${jsonForScript(productJsonLd(product, publicUrl, pageUrl))}</script>`,
  ];
  return { title: `${product.name} | ${SHOP_NAME}`, head: tags.join('\n') };
}

export function productJsonLd(product: ProductJson, publicUrl: string, pageUrl: string) {
  const inStock = Object.values(product.size).some((count) => count > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [product.image, product.image1, product.image2, product.image3].map((url) => publicUrl + url),
    sku: product.itemId,
    category: CATEGORY_LABELS[product.category as Category] ?? product.category,
    material: product.fabric,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** JSON inside <script>: `<`, `>` and `&` escaped so "</script>" in a name cannot end the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function shorten(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= DESCRIPTION_LENGTH ? clean : `${clean.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}
