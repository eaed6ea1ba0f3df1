/**
 * The live offers as the storefront reads them (GET /api/offers): each with its badge, so cards and
 * product pages say "Any 3 for ₹999" where the offer covers the piece (BUSINESS.md section 12).
 * Apart from the offers' index, so a page's first download carries none of applyOffers.
 */
import { selects } from './offer-selector';
import type { OfferSelector } from './types';

export const LIVE_OFFERS_URL = '/api/offers';

export interface LiveOfferJson {
  id: number;
  name: string;
  /** "Any 3 for ₹999", "Buy 2 Get 1 Free" (offerBadge). */
  badge: string;
  /** A collection arrives resolved to its items, as applyOffers sees it. */
  selector: OfferSelector;
  onlineOnly: boolean;
}

/** The offers covering this piece, in the server's order; at most `limit` of them. */
export function offersCovering(
  offers: readonly LiveOfferJson[],
  item: { itemId: string; category: string },
  limit = 2,
): LiveOfferJson[] {
  return offers.filter((offer) => selects(offer.selector, item)).slice(0, limit);
}
