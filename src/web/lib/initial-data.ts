/**
 * Answers the server put in the page's HTML (a JSON block keyed by request URL, see
 * src/server/modules/catalog/page-heads.ts), so the first screen needs no request of its own.
 * Each answer is handed out once: anything asked for later is fetched as usual.
 */
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

/** The server's answer for `url` if the page came with one (only the first time). */
export function takeInitialAnswer<T>(url: string): T | undefined {
  const all = readAnswers();
  if (!(url in all)) return undefined;
  const answer = all[url] as T;
  delete all[url];
  return answer;
}
