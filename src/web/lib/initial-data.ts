/**
 * Answers the server put in the page's HTML (a JSON block keyed by request URL, see
 * src/server/modules/catalog/page-heads.ts), so the first screen needs no request of its own.
 * An answer is as good as one fetched when the page loaded, so it is handed out for as long as
 * a fetched answer counts as fresh (the query client's staleTime); after that it is fetched as
 * usual. Handing it out only once is not enough: a query dropped from the cache before its page
 * mounted (the catalogue keeps none, gcTime 0) is built again and would fetch what the page
 * already holds, showing placeholders in between.
 */
import { FRESH_FOR_MS } from './query-client';

const ELEMENT_ID = 'initial-data';

let answers: Record<string, unknown> | undefined;

function readAnswers(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const element = document.getElementById(ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = JSON.parse(element.textContent) as Record<string, unknown>;
    } catch {
      // A broken block only costs the requests it would have saved.
    }
  }
  element?.remove();
  return answers;
}

/** The server's answer for `url` if the page came with one and it is still fresh. */
export function takeInitialAnswer<T>(url: string): T | undefined {
  // performance.now() counts from the page's navigation, i.e. from when the server answered.
  if (performance.now() > FRESH_FOR_MS) return undefined;
  const all = readAnswers();
  return url in all ? (all[url] as T) : undefined;
}
