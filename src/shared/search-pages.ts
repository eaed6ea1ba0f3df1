/**
 * The search results page's address and title, apart from search.ts and its validation schemas so
 * that every page's head can name them without bringing zod into the first download.
 */

/** The storefront page that lists the results: /products?q=words (docs/product.md section 10). */
export function searchPagePath(words: string): string {
  return `/products?${new URLSearchParams({ q: words })}`;
}

/** The results page's title. */
export function searchPageTitle(words: string): string {
  return `Search results for "${words}"`;
}
