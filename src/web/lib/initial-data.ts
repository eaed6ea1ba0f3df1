/**
 * Answers the server put in the page's HTML (a JSON block keyed by request URL, written beside
 * the server-rendered page; docs/decisions/023-server-rendering.md), so the first screen needs
 * no request of its own and hydrates with exactly the data the server rendered.
 *
 * The hooks read them through `useInitialAnswers()`: in the browser the page's block, on the
 * server the answers of the page being rendered (a context, so two pages rendering at once never
 * see each other's). In the browser an answer is handed out for as long as a fetched one counts
 * as fresh (the query client's staleTime), and always while the page hydrates, so the first
 * render matches the server's. Handing it out only once is not enough: a query dropped from the
 * cache before its page mounted (the catalogue keeps none, gcTime 0) is built again and would
 * fetch what the page already holds, showing placeholders in between.
 */
import { createContext, useContext } from 'react';
import { FRESH_FOR_MS } from './query-client';

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export type InitialAnswers = <T>(url: string) => T | undefined;

let answers: Record<string, unknown> | undefined;
let hydrating = true;

function readAnswers(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = JSON.parse(element.textContent) as Record<string, unknown>;
    } catch {
      // A broken block only costs the requests it would have saved.
    }
  }
  return answers;
}

/** Called once the first render has been committed (main.tsx). */
export function endHydration(): void {
  hydrating = false;
}

/** The server's answer for `url` if the page came with one and it is still fresh. */
function takeInitialAnswer<T>(url: string): T | undefined {
  // performance.now() counts from the page's navigation, i.e. from when the server answered.
  if (!hydrating && performance.now() > FRESH_FOR_MS) return undefined;
  const all = readAnswers();
  return url in all ? (all[url] as T) : undefined;
}

/** The answers of one server render, by URL (entry-server.tsx). */
export function answersFrom(byUrl: Record<string, unknown>): InitialAnswers {
  return <T>(url: string) => byUrl[url] as T | undefined;
}

export const InitialDataContext = createContext<InitialAnswers>(takeInitialAnswer);

export function useInitialAnswers(): InitialAnswers {
  return useContext(InitialDataContext);
}
