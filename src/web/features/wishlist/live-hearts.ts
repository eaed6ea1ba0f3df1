/**
 * When the wishlist hearts come to life (docs/decisions/036-fast-again.md). A live heart reads who
 * is signed in, the account's or the browser's list and a mutation: on a page of cards that is
 * dozens of hooks and a second render of every card just after hydration, on a phone's slow CPU,
 * for a shopper who may never touch a heart. So a heart stays the server's drawing until one of
 * these, and costs nothing before:
 * - the shopper presses one (the press is kept and done once the heart knows the list);
 * - there may be something to show pressed (a visitor's list in this browser, or a shopper who is
 *   signed in): then the hearts come to life when the browser is idle, in a transition React may
 *   interrupt, never in one long task.
 */
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { currentUserKey } from '../accounts/use-current-user';
import { browserWishlistIsEmpty } from './wishlist-storage';

let alive = false;
const listeners = new Set<() => void>();

/**
 * Read before React starts (this module loads with the app): the server's tag for a request
 * without a shopper session (use-current-user.ts removes it once it has read it).
 */
const signedOutAtLoad =
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="shopper-session"][content="none"]') !== null;

/** Brings every heart on the page to life, now and for the rest of the visit. */
export function bringHeartsToLife(): void {
  if (alive) return;
  alive = true;
  startTransition(() => {
    for (const listener of listeners) listener();
  });
}

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : window.setTimeout(run, 200);

/** False in the server's render and at hydration; true once the hearts are alive. */
export function useLiveHearts(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (alive) {
      setLive(true);
      return;
    }
    const listener = () => setLive(true);
    listeners.add(listener);
    const signedIn = !signedOutAtLoad || Boolean(queryClient.getQueryData(currentUserKey));
    if (signedIn || !browserWishlistIsEmpty()) whenIdle(bringHeartsToLife);
    return () => {
      listeners.delete(listener);
    };
  }, [queryClient]);
  return live;
}
