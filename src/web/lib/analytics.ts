/**
 * The storefront's first-party tracker (BUSINESS.md section 16): page views with where the visit
 * landed from, the funnel's steps and, loaded after the page, real-user speed. No cookie and no
 * storage: the server counts visitors by a daily salted hash. Events leave in small batches by
 * `navigator.sendBeacon`, which never delays a page, and at the latest when the page is hidden.
 * The back office is never tracked.
 */
import type { PageTemplateName } from '#shared/page-templates';

const ENDPOINT = '/api/events';
const MAX_BATCH = 25;

type Event = Record<string, unknown> & { name: string };

let queue: Event[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;
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

/** Tracks an event on the current page (its template and path), once the tracker has loaded. */
export function trackOnThisPage(name: string): void {
  if (typeof window === 'undefined' || !started) return;
  import('./analytics-start')
    .then((m) => {
      const here = m.currentPage();
      if (here) track({ name, ...here });
    })
    .catch(() => {});
}

/** The page this page load began on: its speed is that page's. */
export const loadedPage = () => loaded;

/** Marks this page load as tracked, from the page it began on (analytics-start.ts). */
export function markStarted(page: { template: PageTemplateName; page: string } | null): boolean {
  if (started || !page) return false;
  started = true;
  loaded = page;
  return true;
}

/** Sends what is queued now (the page is being hidden). */
export const flushNow = () => flush();

/**
 * Starts tracking once the page has hydrated and the browser is idle: the page views and the
 * history hooks are code of their own, outside every page's first download (bench/budget-check.ts).
 */
export function startAnalytics(): void {
  if (typeof window === 'undefined') return;
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
  idle(() => {
    import('./analytics-start').then((m) => m.startTracking()).catch(() => {});
  });
}
