/**
 * The tracker's start (analytics.ts): the queue and its sending, the landing page's source, page
 * views on each in-app navigation, and real-user speed, loaded once the page is idle.
 */

import type { PageTemplateName } from '#shared/page-templates';
import { pageTemplateOf } from '#shared/page-templates';
import { connectTracker, type TrackedEvent } from './analytics';

const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid'];
const ENDPOINT = '/api/events';
const MAX_BATCH = 25;

let queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let loaded: { template: PageTemplateName; page: string } | null = null;

/**
 * Sends what is queued, in small batches by `navigator.sendBeacon`, which never delays a page
 * (a keepalive fetch where the browser has none).
 */
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
function enqueue(event: TrackedEvent) {
  queue.push(event);
  if (document.visibilityState === 'hidden') flush();
  else timer ??= setTimeout(flush, 2000);
}

/** The page this page load began on: its speed is that page's (web-vitals-report.ts). */
export const loadedPage = () => loaded;

let lastPage = '';

/** The current page as the collector takes it: its template and path, never the query. */
export function currentPage() {
  const template = pageTemplateOf(location.pathname, location.search);
  return template ? { template, page: location.pathname } : null;
}

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
  enqueue({ name: 'page_view', ...here, ...(first ? { landing: landing() } : {}) });
  // A product page is a product view; the checkout page is the checkout started.
  if (here.template === 'product') enqueue({ name: 'product_view', ...here });
  if (here.template === 'checkout') enqueue({ name: 'checkout_started', ...here });
}

/** Starts tracking this page load: its page view now, later ones on each in-app navigation. */
export function startTracking(): void {
  const first = currentPage();
  if (loaded || !first) return;
  loaded = first;
  pageView(true);
  // What waited (a search that found nothing) goes after the page view; later events straight on.
  connectTracker(enqueue);
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
