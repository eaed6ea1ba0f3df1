/**
 * What of a page the events keep (BUSINESS.md section 16: templates rather than raw URLs, no
 * personal data): the catalogue's public paths as they are, the rest as their template's name.
 */
import type { PageTemplate } from '#shared/analytics';

const PUBLIC_PATH = /^\/[\w\-/.]{0,119}$/;

export function keptPage(template: PageTemplate, page: string): string {
  const path = page.split(/[?#]/)[0] ?? '/';
  switch (template) {
    case 'home':
      return '/';
    case 'search':
      return '/search';
    case 'cart':
    case 'checkout':
      return `/${template}`;
    case 'other':
      // Information pages (/about, /faq) are public; an order's or account's page is not kept.
      return /^\/[a-z-]{1,40}$/.test(path) ? path : '/other';
    default:
      return PUBLIC_PATH.test(path) ? path : `/${template}`;
  }
}

/**
 * A search that found nothing, as the owner reads it; null when it may name someone (an email
 * address or a run of digits such as a phone number or pincode), which is then not kept.
 */
export function keptQuery(query: string): string | null {
  const text = query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 80);
  if (!text || text.includes('@') || /\d{5,}/.test(text.replace(/[\s-]/g, ''))) return null;
  return text;
}
