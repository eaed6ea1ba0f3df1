/**
 * Offers the cart applies by itself (docs/product.md section 26; BUSINESS.md section 12): the
 * shapes shared by the server, the web app and the tests. Money is integer paise.
 */
import type { Category } from '../constants';

export const OFFER_KINDS = ['bundle', 'buy_get', 'percent_from', 'flat_above'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * Which pieces an offer covers. The server resolves a `collection` to its item ids and hands
 * them over as `items`, so applyOffers never needs to know how a collection is made
 * (docs/decisions/040-offers.md).
 */
export type OfferSelector =
  | { kind: 'all' }
  | { kind: 'category'; category: Category }
  | { kind: 'items'; itemIds: string[] }
  | { kind: 'collection'; collectionId: number };

export interface Offer {
  id: number;
  /** The shopper-facing name ("Any 3 tees for ₹999"). */
  name: string;
  kind: OfferKind;
  selector: OfferSelector;
  /** bundle: pieces in a bundle; buy_get: pieces bought; percent_from: the least pieces. */
  buyQuantity: number | null;
  /** buy_get: pieces free per group. */
  freeQuantity: number | null;
  /** bundle: the price of the whole bundle. */
  bundlePricePaise: number | null;
  percentOff: number | null;
  /** flat_above: the saving, and the least value of covered pieces that earns it. */
  amountOffPaise: number | null;
  minSubtotalPaise: number | null;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
  onlineOnly: boolean;
  stacksWithCoupons: boolean;
  /** null: no limit. Checked by the server against the shopper's past uses. */
  usesPerShopper: number | null;
}

/** A cart line as the offers see it. */
export interface OfferLine {
  /** Any key the caller uses to find the line again (the cart line's id). */
  key: string;
  itemId: string;
  category: string;
  quantity: number;
  unitPricePaise: number;
}

/** One use of an offer in the cart: its pieces and what it saves. */
export interface AppliedOffer {
  offerId: number;
  name: string;
  pieces: number;
  savingPaise: number;
  stacksWithCoupons: boolean;
}

/** One piece's part in an offer: the saving on that piece. */
export interface PieceSaving {
  offerId: number;
  savingPaise: number;
}

export interface LineSaving {
  key: string;
  /** The line's whole saving: the sum of its pieces' shares. */
  savingPaise: number;
  /** One entry per piece of the line, in the line's order; null: the piece is in no offer. */
  pieces: (PieceSaving | null)[];
}

export interface OffersResult {
  lines: LineSaving[];
  applied: AppliedOffer[];
  savingPaise: number;
  /** What is missing for an offer the cart has begun ("Add 1 more to get 3 for ₹999"). */
  nudges: { offerId: number; message: string }[];
}

/** The offers in a quote (POST /api/cart/quote): what the cart and checkout show. */
export interface QuoteOffers {
  /** Together, off the goods before any coupon. */
  savingPaise: number;
  /** Per cart line (its `_id`), the line's saving. */
  lines: { lineId: string; savingPaise: number }[];
  applied: AppliedOffer[];
  nudges: { offerId: number; message: string }[];
  /** Which of the offer and the coupon was set aside, in words; null when nothing was. */
  message: string | null;
}
