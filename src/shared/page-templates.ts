/**
 * The storefront's page templates (BUSINESS.md section 16): analytics keeps a page's template,
 * not its address. Kept apart from analytics.ts (zod) so the storefront's tracker stays tiny.
 */
export type PageTemplateName =
  | 'home'
  | 'listing'
  | 'product'
  | 'search'
  | 'collection'
  | 'cart'
  | 'checkout'
  | 'other';

/** The template of a storefront address; null for the back office, which is never tracked. */
export function pageTemplateOf(pathname: string, search: string): PageTemplateName | null {
  if (pathname.startsWith('/admin')) return null;
  if (pathname === '/') return 'home';
  if (pathname === '/products') return new URLSearchParams(search).get('q') ? 'search' : 'listing';
  if (/^\/products\/[^/]+$/.test(pathname)) return 'product';
  if (/^\/collections(\/|$)/.test(pathname)) return 'collection';
  if (pathname === '/users/cart') return 'cart';
  if (pathname === '/checkout') return 'checkout';
  return 'other';
}
