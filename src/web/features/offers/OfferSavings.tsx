/**
 * The offers the cart earns, as the server applied them (docs/decisions/040-offers.md): each
 * offer's saving as a line of the totals, what is missing for the next one, and which of an offer
 * and a coupon was set aside. The figures are the quote's; nothing is worked out here.
 */

import { formatRupees, paiseToRupees } from '#shared/money';
import type { QuoteOffers } from '#shared/offers/types';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** One line per offer in a totals list (a `<dl>`): "Any 3 tees for ₹999 −₹1,548". */
export function OfferSavingLines({ offers }: { offers: QuoteOffers | undefined }) {
  if (!offers) return null;
  return (
    <>
      {offers.applied.map((offer) => (
        <div key={offer.offerId} className="flex justify-between text-green-800" data-testid="offer-saving">
          <dt>Offer: {offer.name}</dt>
          <dd>−{rupees(offer.savingPaise)}</dd>
        </div>
      ))}
    </>
  );
}

/** What is missing for an offer ("Add 1 more to get 3 for ₹999"), and the offer-or-coupon choice. */
export function OfferNotes({ offers }: { offers: QuoteOffers | undefined }) {
  if (!offers || (offers.nudges.length === 0 && !offers.message)) return null;
  return (
    <ul className="mt-4 space-y-2" aria-live="polite" data-testid="offer-notes">
      {offers.nudges.map((nudge) => (
        <li
          key={nudge.offerId}
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
        >
          {nudge.message}
        </li>
      ))}
      {offers.message && (
        <li className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
          {offers.message}
        </li>
      )}
    </ul>
  );
}
