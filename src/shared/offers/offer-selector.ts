/** Which pieces an offer covers: apart from the offers' words, so a page's badge needs only this. */
import type { OfferLine, OfferSelector } from './types';

/**
 * Whether a selector covers a line. A collection arrives resolved to items (live-offers.ts); one
 * that was not covers nothing rather than everything.
 */
export function selects(selector: OfferSelector, line: Pick<OfferLine, 'itemId' | 'category'>): boolean {
  switch (selector.kind) {
    case 'all':
      return true;
    case 'category':
      return line.category === selector.category;
    case 'items':
      return selector.itemIds.includes(line.itemId);
    case 'collection':
      return false;
  }
}
