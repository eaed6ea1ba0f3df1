import { useLayoutEffect } from 'react';
import { pageTitle } from '#shared/page-head';

/**
 * Sets the tab title for a page ("<page> | Oversized"), or the shop's own title. In the same
 * commit as the page's content, before the browser paints it: a title set after paint would let
 * the page show (and be announced) under the previous page's title for a moment. Pages the
 * server renders name themselves with <PageTitle> instead (components/PageHead.tsx).
 */
export function usePageTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
