/**
 * Real-user speed (BUSINESS.md section 16) with Google's `web-vitals`: LCP, INP, CLS, FCP and TTFB
 * of this page load, each reported once, for the template and path the page was loaded on, with
 * the LCP element. Loaded by analytics.ts after the page has loaded, in a chunk of its own.
 */
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { track } from './analytics';
import { loadedPage } from './analytics-start';

export function reportWebVitals(): void {
  const loaded = loadedPage();
  if (!loaded) return;
  const send = (metric: Metric, element?: string) =>
    track({
      name: 'vital',
      metric: metric.name,
      // Whole milliseconds; CLS, a score, to three decimals.
      value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
      ...loaded,
      ...(element ? { element: element.slice(0, 200) } : {}),
    });
  onLCP((metric) => send(metric, metric.attribution.target));
  onINP((metric) => send(metric));
  onCLS((metric) => send(metric));
  onFCP((metric) => send(metric));
  onTTFB((metric) => send(metric));
  // Said on <html>, as data-app-ready is: the browser journeys wait for it before leaving a page.
  document.documentElement.dataset.speedMeasured = '';
}
