/**
 * "Any 3 for ₹999" on a card's photo or beside a product's price, for each live offer covering the
 * piece (BUSINESS.md section 12). On a card the badge sits over the photo's corner, so a badge that
 * arrives after the first paint shifts nothing.
 */
import { offersCovering } from '#shared/offers/live-offers';
import { useLiveOffers } from './live-offers-api';

export function OfferBadges({
  item,
  place,
}: {
  item: { itemId: string; category: string };
  place: 'card' | 'page';
}) {
  const offers = offersCovering(useLiveOffers(), item, place === 'card' ? 1 : 2);
  if (offers.length === 0) return null;
  if (place === 'card')
    return (
      <p className="pointer-events-none absolute top-2 left-2 rounded bg-amber-300 px-2 py-0.5 text-xs font-semibold text-neutral-950 shadow-sm">
        <span className="sr-only">Offer: </span>
        {offers[0]!.badge}
      </p>
    );
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Offers on this piece" data-testid="product-offers">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-950"
        >
          {offer.badge}
          {offer.onlineOnly ? ' (paying online)' : ''}
          <span className="text-amber-900">, applied in the cart</span>
        </li>
      ))}
    </ul>
  );
}
