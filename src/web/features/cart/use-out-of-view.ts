/**
 * Whether an element lies outside the window on a phone (below the `md` width, where the product
 * page's sticky bar is shown): false on wider screens, in the server's render and until measured.
 */
import { type RefObject, useEffect, useState } from 'react';

const PHONE = '(max-width: 767.98px)';

export function useOutOfViewOnPhone(target: RefObject<HTMLElement | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined' || !window.matchMedia(PHONE).matches) return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return outOfView;
}
