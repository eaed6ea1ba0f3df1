/**
 * The offers in a checkout's price (docs/decisions/040-offers.md): the live offers the shopper
 * may still use, applied to the cart by the one pure function (`applyOffersWithCoupon`, shared
 * with the web app and the tests), weighed against the coupon, and turned into what the order
 * stores: each cart line split by offer and GST rate with its share of the saving, and one use
 * per offer with its pieces, revenue and saving for the report.
 */
import type { DbOrTx } from '#server/db/client';
import {
  applyOffersWithCoupon,
  type Offer,
  type OfferLine,
  type OffersWithCoupon,
  orderParts,
} from '#shared/offers';
import { type OfferUse, offersForShopper } from '../offers';
import { type CouponTerms, couponDiscountPaise } from './pricing';

interface LineForOffers {
  productId: number;
  itemId: string;
  name: string;
  imageId: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
  category: string;
}

/** An order line: a cart line's pieces in one offer at one GST rate. */
export interface OrderLine extends Omit<LineForOffers, 'category'> {
  offerId: number | null;
  offerDiscountPaise: number;
}

export interface PricedOffers extends OffersWithCoupon {
  orderLines: OrderLine[];
  uses: OfferUse[];
  /** What the offers were applied to, so another way of paying can be priced again. */
  inputs: { lines: OfferLine[]; offers: Offer[] };
}

export const offerLinesOf = (lines: LineForOffers[]): OfferLine[] =>
  lines.map((line, i) => ({
    key: String(i),
    itemId: line.itemId,
    category: line.category,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
  }));

export async function readShopperOffers(
  db: DbOrTx,
  input: { userId: number; now: Date; ownReservations?: number[] },
): Promise<Offer[]> {
  return offersForShopper(db, input);
}

/** Applies the offers (and weighs the coupon) for one way of paying: undefined before it is chosen. */
export function priceOffers(
  lines: LineForOffers[],
  offers: Offer[],
  coupon: CouponTerms | null,
  options: { now: Date; paymentMethod?: 'online' | 'cod' },
): PricedOffers {
  const offerLines = offerLinesOf(lines);
  const settled = applyOffersWithCoupon(
    offerLines,
    offers,
    options,
    coupon ? (goods) => couponDiscountPaise(coupon, goods) : null,
  );
  const orderLines = lines.flatMap(({ category: _category, ...line }, i) =>
    orderParts(line.unitPricePaise, settled.offers.lines[i]!.pieces).map((part) => ({
      ...line,
      quantity: part.quantity,
      offerId: part.offerId,
      offerDiscountPaise: part.offerDiscountPaise,
    })),
  );
  const uses = settled.offers.applied.map((applied) => {
    const mine = orderLines.filter((line) => line.offerId === applied.offerId);
    return {
      offerId: applied.offerId,
      pieces: applied.pieces,
      savingPaise: applied.savingPaise,
      revenuePaise: mine.reduce((sum, l) => sum + l.unitPricePaise * l.quantity - l.offerDiscountPaise, 0),
    };
  });
  return { ...settled, orderLines, uses, inputs: { lines: offerLines, offers } };
}
