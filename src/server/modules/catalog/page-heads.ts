/**
 * What the storefront's pages need first, in their HTML, so the browser has it beside the app's
 * own script instead of asking after the script has run: the page's code, the catalogue answer
 * the page is about to request (inlined, keyed by the request's URL), and the first product
 * photos a phone shows (the page's largest paint). See docs/decisions/007-fast-storefront.md.
 * The heads above the served ones are for the plain shell (a build without the server renderer);
 * a page rendered on the server brings its own head and data (docs/decisions/023-server-rendering.md).
 */
import type { FastifyInstance } from 'fastify';
import { INITIAL_DATA_ID, type ServedPageHead } from '#server/plugins/server-render';
import { escapeHtml, type IndexHtmlExtras, type PageHead } from '#server/plugins/web';
import { catalogPageUrl, type ProductJson, productApiUrl } from '#shared/catalog';
import { catalogListOf, listPageUrl } from '#shared/catalog-list';
import { DEFAULT_CATEGORY, FIRST_ROW_PHOTOS } from '#shared/constants';
import { IMAGE_SIZES, imageSrcSet } from '#shared/images';
import { paths } from '#shared/paths';
import { MAX_SEARCH_LENGTH, searchApiUrl } from '#shared/search';
import type { PageData } from '#shared/server-render';
import type { CachedBody } from './catalog-cache';
import { readCatalogPage } from './catalog-reads';
import { NOINDEX_TAG, searchPageTitleTag, searchWordsOf, websiteJsonLdTag } from './search-page-head';
import { readSearchPage } from './search-reads';

/** The web app's page modules, as its build manifest names them. */
const PAGE_SOURCES = {
  home: 'features/catalog/HomePage.tsx',
  catalogue: 'features/catalog/CatalogPage.tsx',
  product: 'features/catalog/ProductPage.tsx',
};

/**
 * `{"<request URL>": <answer>}` in a JSON script block, which the browser never runs. Each
 * answer goes in as the cached bytes; a `<` inside any text is escaped so no product text can
 * close the block.
 */
export function initialDataTag(answers: Record<string, CachedBody>): string {
  const entries = Object.entries(answers).map(
    ([url, { body }]) => `${JSON.stringify(url)}:${body.toString()}`,
  );
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${json}</script>`;
}

/**
 * The photo the page's <picture> will pick (src/web/components/ui/ProductPhoto.tsx): the same
 * AVIF srcset and sizes, so the browser chooses the same file once. A browser without AVIF skips
 * a preload of that type, as its <picture> skips the AVIF source (docs/decisions/019-responsive-images.md).
 * Only the first screen's photos are preloaded (a list's first row, a product's main photo), and
 * each of them may be the page's largest paint, so each goes first, as the <img> itself asks.
 */
function imagePreload(url: string, sizes: string): string {
  const srcset = imageSrcSet(url, 'avif');
  if (!srcset) return `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

/** /products?q=words: its title, noindex, and the first page of results with their first photos. */
async function searchResultsHead(app: FastifyInstance, words: string): Promise<IndexHtmlExtras> {
  const tags = [NOINDEX_TAG, app.pageAssetTags(PAGE_SOURCES.catalogue)];
  // Longer words are refused by the API; the page shows its message, so nothing is inlined.
  if (words.length <= MAX_SEARCH_LENGTH) {
    const first = await readSearchPage(app.deps.db, { q: words, page: 1 });
    tags.push(initialDataTag({ [searchApiUrl(words, 1)]: first }));
    tags.push(...firstPhotos(first).map((url) => imagePreload(url, IMAGE_SIZES.card)));
  }
  return { title: searchPageTitleTag(words), head: tags.join('\n') };
}

async function cataloguePageHead(
  app: FastifyInstance,
  requestUrl: string,
): Promise<string | IndexHtmlExtras> {
  const words = searchWordsOf(requestUrl);
  if (words !== undefined) return searchResultsHead(app, words);
  const query = new URLSearchParams(requestUrl.split('?')[1] ?? '');
  // The same category the page itself will ask for (CatalogPage.tsx).
  const category = query.get('category') || DEFAULT_CATEGORY;
  const tags = [app.pageAssetTags(PAGE_SOURCES.catalogue)];
  // The same bound the API puts on a category; a longer one is simply fetched (and refused).
  if (category.length <= 100) {
    const first = await readCatalogPage(app.deps.db, { page: 1, category });
    tags.push(initialDataTag({ [catalogPageUrl(1, category)]: first }));
    tags.push(...firstPhotos(first).map((url) => imagePreload(url, IMAGE_SIZES.card)));
  }
  return tags.join('\n');
}

function firstPhotos(page: CachedBody): string[] {
  const products = JSON.parse(page.body.toString()) as ProductJson[];
  return products.slice(0, FIRST_ROW_PHOTOS).map((product) => product.image);
}

async function homePageHead(app: FastifyInstance): Promise<string> {
  // Home shows the newest products below its banners: no photo in the first screen.
  const newest = await readCatalogPage(app.deps.db, { page: 1 });
  return [
    app.pageAssetTags(PAGE_SOURCES.home),
    initialDataTag({ [catalogPageUrl(1)]: newest }),
    websiteJsonLdTag(app.deps.config.publicUrl),
  ].join('\n');
}

export const storefrontPageHeads: Record<string, PageHead> = {
  [paths.home]: (app) => homePageHead(app),
  [paths.products]: (app, request) => cataloguePageHead(app, request.url),
};

/** The product page's code, its answer (under the URL the page requests) and its main photo. */
export function productPageHints(
  app: FastifyInstance,
  productId: string,
  product: ProductJson,
  answer: CachedBody,
): string {
  return [
    app.pageAssetTags(PAGE_SOURCES.product),
    initialDataTag({ [productApiUrl(productId)]: answer }),
    imagePreload(product.image, IMAGE_SIZES.product),
  ].join('\n');
}

/**
 * For pages rendered on the server (docs/decisions/023-server-rendering.md) the page renders its
 * own title, link-preview tags and JSON-LD, and the renderer inlines the answers; what is left
 * here is the first photos to preload, from the answers the page was rendered with.
 */
function servedPhotoPreloads(answer: string | undefined, sizes: string): string[] {
  if (!answer) return [];
  const products = JSON.parse(answer) as ProductJson[];
  return products.slice(0, FIRST_ROW_PHOTOS).map((p) => imagePreload(p.image, sizes));
}

function servedCatalogueHead(url: URL, data: PageData): IndexHtmlExtras {
  const first = data.answers[listPageUrl(catalogListOf(url.searchParams), 1)];
  return { head: servedPhotoPreloads(first, IMAGE_SIZES.card).join('\n') };
}

export const storefrontServedHeads: Record<string, ServedPageHead> = {
  [paths.products]: (_app, data, url) => servedCatalogueHead(new URL(url, 'http://shop.invalid'), data),
};

/** The product page's main photo, from the answer it was rendered with. */
export function servedProductHead(productId: string): ServedPageHead {
  return (_app, data) => {
    const answer = data.answers[productApiUrl(productId)];
    if (!answer) return undefined;
    const product = JSON.parse(answer) as ProductJson;
    return { head: imagePreload(product.image, IMAGE_SIZES.product) };
  };
}
