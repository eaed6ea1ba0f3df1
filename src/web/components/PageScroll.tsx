/**
 * Where the window is scrolled as the shopper moves between pages.
 * - A link to another page opens it at its top, as a full page load would: a client-side route
 *   change keeps the window's scroll, so a shopper tapping a link near the bottom of a long page
 *   on a phone landed part-way down the next one. A change of the query alone (catalogue
 *   filters, Load More, a page of reviews) or a link to an anchor keeps the scroll.
 * - Back and Forward return to where the shopper was on that page (issue 40 point 10). The
 *   browser's own restoring runs before the page has rendered its list again, so on a long list
 *   it stopped short; here each history entry's position is kept (for a reload too, in
 *   sessionStorage) and put back once the page is tall enough, until the shopper scrolls.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE = 'shop-scroll';
/** Entries kept: enough for any Back a shopper makes, small enough for sessionStorage. */
const KEPT = 50;
/** How long a restore waits for the page to grow (60 frames a second: two seconds). */
const MAX_FRAMES = 120;

function readSaved(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

export function PageScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const saved = useRef<Map<string, number>>(null);
  const current = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saved.current?.set(current.current.key, window.scrollY));
    };
    const keep = () => {
      const entries = [...(saved.current ?? [])].slice(-KEPT);
      try {
        sessionStorage.setItem(STORE, JSON.stringify(entries));
      } catch {
        // Storage full or refused: Back within this page load still works from memory.
      }
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('pagehide', keep);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('pagehide', keep);
    };
  }, []);

  // Before paint, so a new page never shows a frame at the old page's scroll.
  useLayoutEffect(() => {
    // Read from sessionStorage once, at the first render (this runs before the effect above).
    saved.current ??= readSaved();
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    if (previous.key === location.key) {
      // The first render: a reload or a page loaded again by Back goes back to its place.
      if (navigationType === 'POP' && location.key !== 'default') restore(saved.current.get(location.key));
      return;
    }
    if (navigationType === 'POP') restore(saved.current?.get(location.key));
    else if (location.pathname !== previous.pathname && location.hash === '') window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
  return null;
}

/** Scrolls to `top` as soon as the page is tall enough, unless the shopper scrolls first. */
function restore(top: number | undefined) {
  if (top === undefined) return;
  let frames = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const name of events) addEventListener(name, stop, { once: true, passive: true });
  const attempt = () => {
    if (stopped) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(top, reachable));
    if (reachable < top && ++frames < MAX_FRAMES) requestAnimationFrame(attempt);
    else for (const name of events) removeEventListener(name, stop);
  };
  attempt();
}
