/**
 * What a page tells search engines and link previews: its title, description, Open Graph tags,
 * canonical address and schema.org JSON-LD. Made once here from the page's data; the web app
 * renders them as React 19 head elements (hoisted into <head>, on the server too), and the server
 * writes the same tags into the shell when the app has no server build
 * (docs/decisions/023-server-rendering.md).
 */
import type { ProductJson } from './catalog';
import { CATEGORY_LABELS, type Category, CURRENCY } from './constants';
import { formatRupees } from './money';
import { paths } from './paths';
import { searchPagePath } from './search-pages';

export const SHOP_NAME = 'Oversized';
/** The shop's own title: home, and any page without one of its own. */
export const SHOP_TITLE = 'Oversized — Tees, Hoodies & Sweatshirts';
const DESCRIPTION_LENGTH = 160;

/** "<page> | Oversized", or the shop's own title. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SHOP_NAME}` : SHOP_TITLE;
}

export interface MetaTag {
  /** `name` for description, robots and Twitter; `property` for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHeadTags {
  title: string;
  meta: MetaTag[];
  canonical?: string;
  jsonLd?: object;
}

export const NOINDEX: MetaTag = { attribute: 'name', key: 'robots', content: 'noindex' };

/** The approved reviews' average and count (docs/product.md, "Reviews"), for AggregateRating. */
export interface ProductRating {
  average: number;
  count: number;
}

export function productHeadTags(
  product: ProductJson,
  publicUrl: string,
  rating?: ProductRating,
): PageHeadTags {
  const pageUrl = publicUrl + paths.product(product.itemId);
  const description = shorten(
    `${product.description} ${formatRupees(product.price)} (MRP ${formatRupees(product.actualPrice)}).`,
  );
  const meta: Array<[MetaTag['attribute'], string, string]> = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', SHOP_NAME],
    ['property', 'og:title', product.name],
    ['property', 'og:description', description],
    ['property', 'og:image', publicUrl + product.image],
    ['property', 'og:url', pageUrl],
    ['property', 'product:price:amount', String(product.price)],
    ['property', 'product:price:currency', CURRENCY],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return {
    title: pageTitle(product.name),
    meta: meta.map(([attribute, key, content]) => ({ attribute, key, content })),
    canonical: pageUrl,
    jsonLd: productJsonLd(product, publicUrl, pageUrl, rating),
  };
}

export function productJsonLd(
  product: ProductJson,
  publicUrl: string,
  pageUrl: string,
  rating?: ProductRating,
) {
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
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org WebSite with a SearchAction, for the home page: how search engines search the shop. */
export function websiteJsonLd(publicUrl: string) {
  const template = `${publicUrl}${searchPagePath('{search_term_string}')}`.replace(
    encodeURIComponent('{search_term_string}'),
    '{search_term_string}',
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${publicUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: template },
      'query-input': 'required name=search_term_string',
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
