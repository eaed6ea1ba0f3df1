/**
 * A visitor's wishlist, kept in the browser (localStorage) until sign-in (docs/product.md section
 * 19), like the visitor's cart (../cart/browser-cart.ts): each product with the price it had when
 * saved. Every tab sees the same list; the server's render sees none, so a heart is drawn empty
 * there and filled in after hydration. At login the list joins the account's and is forgotten.
 */
import { useSyncExternalStore } from 'react';
import { type BrowserWishlistLine, MAX_WISHLIST_ITEMS } from '#shared/wishlist';
import { WISHLIST_STORAGE_KEY as STORAGE_KEY } from './wishlist-storage';

const NONE: BrowserWishlistLine[] = [];
const listeners = new Set<() => void>();
let cached: { text: string | null; lines: BrowserWishlistLine[] } = { text: null, lines: NONE };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off: the list lives as long as the page
  }
}

function isLine(value: unknown): value is BrowserWishlistLine {
  const line = value as BrowserWishlistLine;
  return (
    typeof line?.itemId === 'string' &&
    line.itemId.length > 0 &&
    (line.price === undefined || (typeof line.price === 'number' && line.price > 0))
  );
}

/** The products as stored, newest first; a damaged entry reads as an empty list. */
export function browserWishlist(): BrowserWishlistLine[] {
  const text = storage()?.getItem(STORAGE_KEY) ?? null;
  if (text === cached.text) return cached.lines;
  let lines = NONE;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) lines = parsed.filter(isLine).slice(0, MAX_WISHLIST_ITEMS);
  } catch {
    // a damaged entry is an empty list
  }
  cached = { text, lines };
  return lines;
}

function save(lines: BrowserWishlistLine[]) {
  const store = storage();
  if (lines.length === 0) store?.removeItem(STORAGE_KEY);
  else store?.setItem(STORAGE_KEY, JSON.stringify(lines));
  if (!store) cached = { text: null, lines };
  for (const listener of listeners) listener();
}

/** Saves a product with today's price (rupees); false when the list is full. */
export function addToBrowserWishlist(itemId: string, price: number): boolean {
  const lines = browserWishlist();
  if (lines.some((line) => line.itemId === itemId)) return true;
  if (lines.length >= MAX_WISHLIST_ITEMS) return false;
  save([{ itemId, price }, ...lines]);
  return true;
}

export function removeFromBrowserWishlist(itemId: string): void {
  save(browserWishlist().filter((line) => line.itemId !== itemId));
}

export function clearBrowserWishlist(): void {
  save(NONE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's list, kept current across tabs; empty in the server's render and at hydration. */
export function useBrowserWishlist(): BrowserWishlistLine[] {
  return useSyncExternalStore(subscribe, browserWishlist, () => NONE);
}
