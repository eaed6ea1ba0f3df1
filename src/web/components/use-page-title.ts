import { useEffect } from 'react';

const SHOP_TITLE = 'Oversized — Tees, Hoodies & Sweatshirts';

/** Sets the tab title for a page ("<page> | Oversized"), or the shop's own title. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Oversized` : SHOP_TITLE;
  }, [title]);
}
