/**
 * Brings a message into view when it appears or changes: an owner at 768 px tall who clicks a
 * button near the top (or picks a file near the bottom) must see the answer without scrolling.
 * With `focus`, the message also takes the focus (it is the answer to what was just done), so a
 * keyboard or screen-reader user continues from it.
 */
import { type RefObject, useEffect } from 'react';

export function useReveal(
  ref: RefObject<HTMLElement | null>,
  shown: unknown,
  options: { focus?: boolean } = {},
) {
  const { focus = false } = options;
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    element.scrollIntoView({ block: 'nearest' });
    if (focus) element.focus({ preventScroll: true });
  }, [ref, shown, focus]);
}
