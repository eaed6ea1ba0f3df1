/**
 * The head of a search results page, /products?q=words
 * (docs/decisions/009-storefront-search-sizes-delivery.md): a title naming the words, and
 * `noindex`, since results pages are endless and change with the stock (nor are they in the
 * sitemap). The home page carries the schema.org WebSite with its SearchAction instead, which
 * tells search engines how to search the shop.
 */
import { jsonForScript, SHOP_NAME, websiteJsonLd } from '#shared/page-head';
import { normalizeSearchWords, searchPageTitle } from '#shared/search';

export const NOINDEX_TAG = '<meta name="robots" content="noindex">';
/** Words longer than this are cut in the title (the API refuses them anyway). */
const TITLE_WORDS_LENGTH = 100;

/** The search words of a /products URL, normalized; undefined when it has none. */
export function searchWordsOf(requestUrl: string): string | undefined {
  const query = new URLSearchParams(requestUrl.split('?')[1] ?? '');
  const words = normalizeSearchWords(query.get('q') ?? '');
  return words === '' ? undefined : words;
}

export function searchPageTitleTag(words: string): string {
  const shown = words.length > TITLE_WORDS_LENGTH ? `${words.slice(0, TITLE_WORDS_LENGTH)}…` : words;
  return `${searchPageTitle(shown)} | ${SHOP_NAME}`;
}

/** schema.org WebSite with a SearchAction, for the home page. */
export function websiteJsonLdTag(publicUrl: string): string {
  return `<script type="application/ld+json">${jsonForScript(websiteJsonLd(publicUrl))}</script>`;
}
