/**
 * The data each server-rendered page reads, declared once per route: the same request URLs its
 * hooks ask for (catalog-api.ts, size-guide-api.ts, RefundPolicyPage.tsx), so the answers the
 * server loads are the ones the page finds in its HTML and never fetches again
 * (docs/decisions/023-server-rendering.md). The shopper's own pages (cart, checkout, account,
 * orders) and the back office are not listed: the browser renders them.
 */
import { matchPath } from 'react-router';
import { catalogListOf, isAnswerable, listFacetsUrl, listPageUrl } from '#shared/catalog-list';
import { catalogPageUrl, productApiUrl } from '#shared/catalog-urls';
import { collectionListOf } from '#shared/collections/collection-list';
import { collectionApiUrl, collectionsApiUrl } from '#shared/collections/public';
import { productMeasurementsUrl } from '#shared/measurements-public';
import { LIVE_OFFERS_URL } from '#shared/offers/live-offers';
import { paths } from '#shared/paths';
import { PRIVACY_NOTICE_URL } from '#shared/privacy';
import { reviewsApiUrl } from '#shared/reviews-public';
import type { FetchAnswer, PageData, PageKey } from '#shared/server-render';
import { sizeGuideUrl } from '../features/catalog/size-guide/size-guide-api';
import { RETURNS_POLICY_URL } from '../features/static/returns-policy-api';
import { isClientRenderedPath } from '../router';

type Loader = (url: URL, load: (apiUrl: string) => Promise<unknown>) => Promise<number | undefined>;

interface ServerRoute {
  path: string;
  /** The page module, as the build manifest names it. */
  source: string;
  loader?: Loader;
}

const staticPage = (path: string, file: string): ServerRoute => ({ path, source: `features/static/${file}` });

/** The 404 screen, at /not-found and at any path the app has no page for. */
const NOT_FOUND: ServerRoute = {
  path: paths.notFound,
  source: 'features/not-found/NotFoundPage.tsx',
  loader: async () => 404,
};

const ROUTES: ServerRoute[] = [
  NOT_FOUND,
  {
    path: paths.home,
    source: 'features/catalog/HomePage.tsx',
    loader: async (_url, load) =>
      void (await Promise.all([load(catalogPageUrl(1)), load(collectionsApiUrl), load(LIVE_OFFERS_URL)])),
  },
  {
    path: paths.collections,
    source: 'features/collections/CollectionsPage.tsx',
    loader: async (_url, load) => void (await load(collectionsApiUrl)),
  },
  {
    path: `${paths.collections}/:slug`,
    source: 'features/collections/CollectionPage.tsx',
    loader: async (url, load) => {
      const slug = decodeURIComponent(url.pathname.slice(paths.collections.length + 1));
      if (slug.length > 100 || !(await load(collectionApiUrl(slug)))) return 404;
      const list = collectionListOf(slug, url.searchParams);
      await Promise.all([load(listPageUrl(list, 1)), load(listFacetsUrl(list)), load(LIVE_OFFERS_URL)]);
      return undefined;
    },
  },
  {
    path: paths.products,
    source: 'features/catalog/CatalogPage.tsx',
    loader: async (url, load) => {
      const list = catalogListOf(url.searchParams);
      // Longer words or categories are refused by the API; the page shows its message, fetched in the browser.
      if (isAnswerable(list))
        await Promise.all([load(listPageUrl(list, 1)), load(listFacetsUrl(list)), load(LIVE_OFFERS_URL)]);
      return undefined;
    },
  },
  {
    path: `${paths.products}/:productId`,
    source: 'features/catalog/ProductPage.tsx',
    loader: async (url, load) => {
      const itemId = decodeURIComponent(url.pathname.slice(paths.products.length + 1));
      const product = (await load(productApiUrl(itemId))) as { category: string } | undefined;
      if (!product) return 404;
      await load(sizeGuideUrl(product.category));
      // The product's own measurements and its first page of reviews (docs/product.md, "Fit
      // confidence" and "Reviews"): an approval changes the reviews answer, so the page hash too.
      // One after another: the answers keep one order, so an unchanged page hashes the same.
      await load(productMeasurementsUrl(itemId));
      await load(reviewsApiUrl(itemId, 1));
      // The offers' badges beside the price (BUSINESS.md section 12).
      await load(LIVE_OFFERS_URL);
    },
  },
  staticPage(paths.aboutUs, 'AboutPage.tsx'),
  staticPage(paths.contactUs, 'ContactPage.tsx'),
  staticPage(paths.privacyPolicy, 'PrivacyPolicyPage.tsx'),
  staticPage(paths.termsConditions, 'TermsPage.tsx'),
  ...[paths.privacyNotice, paths.privacyNoticeHindi].map(
    (path): ServerRoute => ({
      path,
      source: 'features/privacy/PrivacyNoticePage.tsx',
      loader: async (_url, load) => void (await load(PRIVACY_NOTICE_URL)),
    }),
  ),
  staticPage(paths.shippingDelivery, 'ShippingPage.tsx'),
  {
    path: paths.refundPolicy,
    source: 'features/static/RefundPolicyPage.tsx',
    loader: async (_url, load) => void (await load(RETURNS_POLICY_URL)),
  },
];

/** The server-rendered route at `pathname`: undefined for a path the app has no page for. */
function routeOf(pathname: string): ServerRoute | undefined {
  return ROUTES.find((r) => matchPath(r.path, pathname));
}

/**
 * The page's canonical URL, known before any data is read: the rendered-page cache's key. A path
 * the app has no page for (the 404 screen at a made-up address) is rendered but never kept, so
 * made-up URLs cannot fill the cache; undefined for pages the browser renders.
 */
export function canonicalPage(requestUrl: string): PageKey | undefined {
  const url = new URL(requestUrl, 'http://shop.invalid');
  const route = routeOf(url.pathname);
  if (!route && isClientRenderedPath(url.pathname)) return undefined;
  return { renderUrl: renderUrlOf(url), cacheable: route !== undefined };
}

export async function loadPageData(
  requestUrl: string,
  fetchAnswer: FetchAnswer,
): Promise<PageData | undefined> {
  const url = new URL(requestUrl, 'http://shop.invalid');
  let route = routeOf(url.pathname);
  if (!route) {
    if (isClientRenderedPath(url.pathname)) return undefined;
    route = NOT_FOUND;
  }
  const answers: Record<string, string> = {};
  // An answer other than 200 is left out: the page fetches it itself and shows what it says.
  const load = async (apiUrl: string) => {
    const answer = await fetchAnswer(apiUrl);
    if (answer.status !== 200) return undefined;
    answers[apiUrl] = answer.body;
    return JSON.parse(answer.body) as unknown;
  };
  const status = (await route.loader?.(url, load)) ?? 200;
  // A product that is not there: the browser's page finds out and shows the 404 screen.
  const rendered = status === 200 || route === NOT_FOUND;
  // In URL order, whatever order parallel loads finished in: the same data makes the same page,
  // the same cache key and the same ETag.
  const inOrder = Object.fromEntries(
    Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { status, rendered, answers: inOrder, pageSource: route.source, renderUrl: renderUrlOf(url) };
}

/**
 * The query parameters any storefront page reads (CatalogPage.tsx and its filters, SearchBox.tsx),
 * in the order the canonical URL writes them.
 */
const READ_PARAMS = ['category', 'q', 'size', 'min', 'max', 'sort', 'colour'];

/**
 * The URL without the parameters no page reads (a campaign's utm_source, a cache-buster), each
 * read one once (the pages read the first value) and in a fixed order: the page is the same, so
 * it is rendered and kept once.
 */
function renderUrlOf(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of READ_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
