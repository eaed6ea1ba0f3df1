/**
 * A visitor's cart, kept in the browser (localStorage) until sign-in (docs/product.md section 3):
 * lines of product, size and units. Every tab sees the same lines (the storage event), and the
 * server's render sees none (an empty cart until the page hydrates). At login the lines are sent
 * to POST /api/cart/merge, which caps them by stock and the per-size limit, and then forgotten.
 */
import { useSyncExternalStore } from 'react';
import { type BrowserCartLine, MAX_BROWSER_CART_LINES, MAX_QUANTITY_CHANGE } from '#shared/cart';
import type { Size } from '#shared/constants';

const STORAGE_KEY = 'oversized-cart';
const NONE: BrowserCartLine[] = [];
const listeners = new Set<() => void>();
let cached: { text: string | null; lines: BrowserCartLine[] } = { text: null, lines: NONE };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off: the visitor's cart lives as long as the page
  }
}

function isLine(value: unknown): value is BrowserCartLine {
  const line = value as BrowserCartLine;
  return (
    typeof line?.itemId === 'string' &&
    typeof line.selectedSize === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1
  );
}

/** The lines as stored; a damaged entry reads as an empty cart. */
export function browserCartLines(): BrowserCartLine[] {
  const text = storage()?.getItem(STORAGE_KEY) ?? null;
  if (text === cached.text) return cached.lines;
  let lines = NONE;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) lines = parsed.filter(isLine).slice(0, MAX_BROWSER_CART_LINES);
  } catch {
    // a damaged entry is an empty cart
  }
  cached = { text, lines };
  return lines;
}

function save(lines: BrowserCartLine[]) {
  const store = storage();
  if (lines.length === 0) store?.removeItem(STORAGE_KEY);
  else store?.setItem(STORAGE_KEY, JSON.stringify(lines));
  if (!store) cached = { text: null, lines };
  for (const listener of listeners) listener();
}

const sameLine = (line: BrowserCartLine, itemId: string, size: string) =>
  line.itemId === itemId && line.selectedSize === size;

/**
 * Adds `change` units (or takes one away with -1), never below 1 nor above `most`; false when the
 * cart cannot take it (the line is at its most, or the cart holds as many lines as it may).
 */
export function changeBrowserCart(
  itemId: string,
  size: Size,
  change: number,
  most = MAX_QUANTITY_CHANGE,
): boolean {
  const lines = browserCartLines();
  const line = lines.find((l) => sameLine(l, itemId, size));
  const next = Math.min((line?.quantity ?? 0) + change, most);
  if (next < 1 || next === line?.quantity) return false;
  if (!line && lines.length >= MAX_BROWSER_CART_LINES) return false;
  save(
    line
      ? lines.map((l) => (l === line ? { ...l, quantity: next } : l))
      : [...lines, { itemId, selectedSize: size, quantity: next }],
  );
  return true;
}

export function removeFromBrowserCart(itemId: string, size: string): void {
  save(browserCartLines().filter((line) => !sameLine(line, itemId, size)));
}

export function clearBrowserCart(): void {
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

/** The visitor's lines, kept current across tabs; empty in the server's render. */
export function useBrowserCart(): BrowserCartLine[] {
  return useSyncExternalStore(subscribe, browserCartLines, () => NONE);
}
