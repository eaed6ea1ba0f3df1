/**
 * The storefront's first-party tracker (BUSINESS.md section 16): page views with where the visit
 * landed from, the funnel's steps and, loaded after the page, real-user speed. No cookie and no
 * storage: the server counts visitors by a daily salted hash. Events leave in small batches by
 * `navigator.sendBeacon`, which never delays a page, and at the latest when the page is hidden.
 * The back office is never tracked.
 */
import { type PageTemplateName, pageTemplateOf } from '#shared/page-templates';

const ENDPOINT = '/api/events';
const MAX_BATCH = 25;
const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid'];

type Event = Record<string, unknown> & { name: string };

let queue: Event[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;
let lastPage = '';
let loaded: { template: PageTemplateName; page: string } | null = null;

function flush() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
    if (!navigator.sendBeacon?.(ENDPOINT, body))
      fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
  }
}

/** Queues one event; a page being hidden sends at once, otherwise within two seconds. */
export function track(event: Event): void {
  if (typeof window === 'undefined' || !started) return;
  queue.push(event);
  if (document.visibilityState === 'hidden') flush();
  else timer ??= setTimeout(flush, 2000);
}

/** The current page as the collector takes it: its template and path, never the query. */
export function currentPage(): { template: PageTemplateName; page: string } | null {
  const template = pageTemplateOf(location.pathname, location.search);
  return template ? { template, page: location.pathname } : null;
}

/** The page this page load began on: its speed is that page's. */
export const loadedPage = () => loaded;

function landing() {
  const params = new URLSearchParams(location.search);
  const clickName = CLICK_IDS.find((name) => params.get(name));
  let referrer: string | undefined;
  try {
    const host = document.referrer ? new URL(document.referrer).host : '';
    if (host && host !== location.host) referrer = host;
  } catch {
    referrer = undefined;
  }
  const entry = {
    source: params.get('utm_source') ?? undefined,
    medium: params.get('utm_medium') ?? undefined,
    campaign: params.get('utm_campaign') ?? undefined,
    clickId: clickName ? `${clickName}:${params.get(clickName)}`.slice(0, 200) : undefined,
    referrer,
  };
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v)) as Record<string, string>;
}

function pageView(first: boolean) {
  const here = currentPage();
  const key = `${location.pathname}${here?.template}`;
  if (!here || key === lastPage) return;
  lastPage = key;
  track({ name: 'page_view', ...here, ...(first ? { landing: landing() } : {}) });
  // A product page is a product view; the checkout page is the checkout started.
  if (here.template === 'product') track({ name: 'product_view', ...here });
  if (here.template === 'checkout') track({ name: 'checkout_started', ...here });
}

/** Starts tracking this page load: its page view now, later ones on each in-app navigation. */
export function startAnalytics(): void {
  if (started || !currentPage()) return;
  started = true;
  loaded = currentPage();
  pageView(true);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      pageView(false);
    };
  }
  addEventListener('popstate', () => pageView(false));
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Speed is measured by code fetched once the page has loaded and the browser is idle, so it
  // costs the first render nothing (its own chunk, outside the initial JavaScript).
  const loadVitals = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
    idle(() => {
      import('./web-vitals-report').then((m) => m.reportWebVitals()).catch(() => {});
    });
  };
  if (document.readyState === 'complete') loadVitals();
  else addEventListener('load', loadVitals, { once: true });
}
