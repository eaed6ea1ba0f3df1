/**
 * A link to another page opens it at its top, as a full page load would: a client-side route
 * change keeps the window's scroll, so a shopper tapping a link near the bottom of a long page
 * on a phone landed part-way down the next one. Back and Forward (POP) are left to the browser,
 * which restores where the shopper was; a change of the query alone (catalogue filters, a page of
 * reviews) or a link to an anchor on the page keeps the scroll too.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function ScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    if (navigationType !== 'POP' && hash === '') window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, navigationType]);
  return null;
}
