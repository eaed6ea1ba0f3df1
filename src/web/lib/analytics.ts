/**
 * The storefront's first-party tracker (BUSINESS.md section 16): page views with where the visit
 * landed from, the funnel's steps and, loaded after the page, real-user speed. No cookie and no
 * storage: the server counts visitors by a daily salted hash. The back office is never tracked.
 *
 * This part is in every page's first download, so it only holds events: the queue, the sending
 * and the page views are code of their own (analytics-start.ts), fetched once the page has
 * hydrated and the browser is idle (bench/budget-check.ts).
 */

export type TrackedEvent = Record<string, unknown> & { name: string };

/** Events from before the tracker started: a search that found nothing, shown at first render. */
const MAX_WAITING = 25;
let waiting: TrackedEvent[] = [];
let send: ((event: TrackedEvent) => void) | null = null;

/**
 * Tracks one event. Before the tracker has started it waits, and goes after the page view once it
 * starts; on a page never tracked it is never sent.
 */
export function track(event: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  if (send) send(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Tracks an event on the current page (its template and path), once the tracker has started. */
export function trackOnThisPage(name: string): void {
  if (typeof window === 'undefined' || !send) return;
  import('./analytics-start')
    .then((m) => {
      const here = m.currentPage();
      if (here) track({ name, ...here });
    })
    .catch(() => {});
}

/** Called once tracking starts (analytics-start.ts): the waiting events go, later ones follow. */
export function connectTracker(sender: (event: TrackedEvent) => void): void {
  send = sender;
  const events = waiting;
  waiting = [];
  for (const event of events) sender(event);
}

/** Starts tracking once the page has hydrated and the browser is idle. */
export function startAnalytics(): void {
  if (typeof window === 'undefined') return;
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
  idle(() => {
    import('./analytics-start').then((m) => m.startTracking()).catch(() => {});
  });
}
