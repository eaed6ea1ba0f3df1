/**
 * The cart page's offers (docs/decisions/040-offers.md): the server's quote for the signed-in
 * shopper's cart, so the nudge and the saving show before checkout. A visitor's cart, kept in the
 * browser, has no quote until sign-in.
 */
import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '#shared/cart';
import { formatRupees, paiseToRupees } from '#shared/money';
import { fetchQuote } from '../checkout/checkout-api';
import { OfferNotes, OfferSavingLines } from './OfferSavings';

export function CartOffers({ items, visitor }: { items: CartItem[]; visitor: boolean }) {
  const cart = items.map((item) => `${item._id}:${item.quantity}:${item.price}`).join(',');
  const quote = useQuery({
    queryKey: ['cart', 'offers', cart],
    queryFn: ({ signal }) => fetchQuote(undefined, signal),
    enabled: !visitor && items.length > 0,
    retry: false,
  });
  const offers = quote.data?.offers;
  if (!offers) return null;
  return (
    <div className="mt-4">
      <OfferNotes offers={offers} />
      {offers.savingPaise > 0 && (
        <dl className="mt-3 space-y-1 text-right">
          <OfferSavingLines offers={offers} />
          <div className="flex justify-between font-semibold sm:justify-end sm:gap-4">
            <dt>After offers</dt>
            <dd data-testid="cart-after-offers">
              {formatRupees(paiseToRupees(quote.data!.subtotalPaise - offers.savingPaise))}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
