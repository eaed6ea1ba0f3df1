/** The checkout's item list (image, quantity, line total) and its totals. */
import type { CartItem } from '#shared/cart';
import { sizeLabel } from '#shared/colours';
import type { CheckoutQuote } from '#shared/coupons';
import { formatRupees, paiseToRupees } from '#shared/money';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { Skeleton } from '#web/components/ui/Skeleton';

export function CheckoutItems({ items }: { items: CartItem[] }) {
  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading" className="text-lg font-bold">
        Your items
      </h2>
      <ul className="mt-2 divide-y divide-neutral-200 border-y border-neutral-200">
        {items.map((item) => (
          <li key={item._id} className="flex items-center gap-4 py-4">
            <ProductThumb src={item.image} alt={item.name} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{item.name}</p>
              <p className="text-sm text-neutral-700">
                {sizeLabel(item.colour, item.selectedSize)} · Qty {item.quantity} × {formatRupees(item.price)}
              </p>
            </div>
            <p className="font-semibold">{formatRupees(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The server's figures (docs/product.md section 13); a placeholder until they arrive. */
export function CheckoutTotals({ quote }: { quote: CheckoutQuote | undefined }) {
  if (!quote)
    return (
      <div className="mt-6 space-y-2 border-t border-neutral-200 pt-4" aria-busy="true">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-7 w-full" />
      </div>
    );
  const free = quote.freeDeliveryAbovePaise;
  return (
    <dl className="mt-6 space-y-2 border-t border-neutral-200 pt-4">
      <div className="flex justify-between">
        <dt>Total</dt>
        <dd>{rupees(quote.subtotalPaise)}</dd>
      </div>
      {quote.coupon && (
        <div className="flex justify-between text-green-800">
          <dt>
            Coupon <span className="font-mono">{quote.coupon.code}</span>
          </dt>
          <dd>−{rupees(quote.discountPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>Delivery Charge</dt>
        <dd>{quote.deliveryChargePaise === 0 ? 'Free' : rupees(quote.deliveryChargePaise)}</dd>
      </div>
      {free !== null && quote.deliveryChargePaise > 0 && (
        <p className="text-xs text-neutral-600">
          Free delivery on orders of {rupees(free)} or more after discounts.
        </p>
      )}
      <div className="flex justify-between text-lg font-bold">
        <dt>Grand Total</dt>
        <dd data-testid="grand-total">{rupees(quote.totalPaise)}</dd>
      </div>
    </dl>
  );
}
