/**
 * What an offer is, in words and in rules that do not depend on the cart: whether it is on now,
 * for this way of paying, and which pieces it covers (docs/decisions/040-offers.md).
 */
import { formatRupees, paiseToRupees } from '../money';
import type { Offer } from './types';

export { selects } from './offer-selector';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** On, begun and not ended, and allowed for this way of paying (undefined: not chosen yet). */
export function offerIsLive(offer: Offer, now: Date, paymentMethod?: 'online' | 'cod'): boolean {
  if (!offer.active || offer.startsAt > now) return false;
  if (offer.endsAt && offer.endsAt <= now) return false;
  return !(offer.onlineOnly && paymentMethod === 'cod');
}

/** The offer's badge on cards and product pages: "3 for ₹999", "Buy 2 Get 1 Free". */
export function offerBadge(offer: Offer): string {
  switch (offer.kind) {
    case 'bundle':
      return `Any ${offer.buyQuantity} for ${rupees(offer.bundlePricePaise ?? 0)}`;
    case 'buy_get':
      return `Buy ${offer.buyQuantity} Get ${offer.freeQuantity} Free`;
    case 'percent_from':
      return `${offer.percentOff}% off on ${offer.buyQuantity} or more`;
    case 'flat_above':
      return `${rupees(offer.amountOffPaise ?? 0)} off above ${rupees(offer.minSubtotalPaise ?? 0)}`;
  }
}

/** What is missing, given the covered pieces the cart has left outside every offer. */
export function nudgeFor(
  offer: Offer,
  leftPieces: number,
  leftValuePaise: number,
  applied: boolean,
): string | null {
  const n = offer.buyQuantity ?? 0;
  switch (offer.kind) {
    case 'bundle':
      return leftPieces > 0 && leftPieces < n
        ? `Add ${n - leftPieces} more to get ${n} for ${rupees(offer.bundlePricePaise ?? 0)}`
        : null;
    case 'buy_get': {
      const group = n + (offer.freeQuantity ?? 0);
      if (leftPieces === 0 || leftPieces >= group) return null;
      return `Add ${group - leftPieces} more to get ${offer.freeQuantity} free (Buy ${n} Get ${offer.freeQuantity})`;
    }
    case 'percent_from':
      return !applied && leftPieces > 0 && leftPieces < n
        ? `Add ${n - leftPieces} more to get ${offer.percentOff}% off`
        : null;
    case 'flat_above': {
      const least = offer.minSubtotalPaise ?? 0;
      return !applied && leftPieces > 0 && leftValuePaise < least
        ? `Add ${rupees(least - leftValuePaise)} more to get ${rupees(offer.amountOffPaise ?? 0)} off`
        : null;
    }
  }
}
