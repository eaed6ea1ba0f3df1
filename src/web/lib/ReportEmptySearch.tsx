/**
 * Tells analytics a search found nothing (BUSINESS.md section 16), once per search shown. Renders
 * nothing, so the page's HTML is the same with it; its effect runs in the browser only.
 */
import { useEffect } from 'react';
import { track } from './analytics';

export function ReportEmptySearch({ words }: { words: string }) {
  useEffect(() => {
    track({ name: 'search_empty', query: words.slice(0, 80) });
  }, [words]);
  return null;
}
