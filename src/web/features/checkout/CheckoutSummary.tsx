/** The checkout's item list (image, quantity, line total) and its totals. */
import type { CartItem } from '#shared/cart';
import type { PaymentPlan } from '#shared/checkout-payment';
import type { CheckoutQuote } from '#shared/coupons';
import { sizeLabel } from '#shared/line-names';
import { formatRupees, paiseToRupees } from '#shared/money';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { Skeleton } from '#web/components/ui/Skeleton';
import { OfferSavingLines } from '../offers/OfferSavings';

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

/** The summary's last line, in the words of the way chosen. */
function lastLine(plan: PaymentPlan): string {
  if (plan.via === 'store_credit') return 'To pay';
  if (plan.via === 'online') return 'To pay online';
  if (plan.via === 'partial') return 'To pay online now';
  return 'To pay in cash on delivery';
}

function Line({ label, value, className }: { label: React.ReactNode; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The server's figures (docs/product.md section 13) for the way of paying chosen: the goods, the
 * coupon, delivery, then the prepaid discount, the COD fee and store credit each as a line, and
 * last the amount that way charges (issue 40 point 7). A placeholder until the figures arrive.
 */
export function CheckoutTotals({
  quote,
  plan,
}: {
  quote: CheckoutQuote | undefined;
  plan: PaymentPlan | undefined;
}) {
  if (!quote || !plan)
    return (
      <div className="mt-4 space-y-2 border-t border-neutral-200 pt-4" aria-busy="true">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-7 w-full" />
      </div>
    );
  const free = quote.freeDeliveryAbovePaise;
  return (
    <dl className="mt-4 space-y-1.5 border-t border-neutral-200 pt-3" aria-label="What you pay">
      <Line label="Total" value={rupees(quote.subtotalPaise)} />
      <OfferSavingLines offers={quote.offers} />
      {quote.coupon && (
        <Line
          className="text-green-800"
          label={
            <>
              Coupon <span className="font-mono">{quote.coupon.code}</span>
            </>
          }
          value={`−${rupees(quote.discountPaise)}`}
        />
      )}
      <Line
        label="Delivery Charge"
        value={quote.deliveryChargePaise === 0 ? 'Free' : rupees(quote.deliveryChargePaise)}
      />
      {free !== null && quote.deliveryChargePaise > 0 && (
        <p className="text-xs text-neutral-600">
          Free delivery on orders of {rupees(free)} or more after discounts.
        </p>
      )}
      {plan.prepaidDiscountPaise > 0 && (
        <Line
          className="text-green-800"
          label="Prepaid discount"
          value={`−${rupees(plan.prepaidDiscountPaise)}`}
        />
      )}
      {plan.codFeePaise > 0 && <Line label="Cash-on-delivery fee" value={rupees(plan.codFeePaise)} />}
      {plan.storeCreditPaise > 0 && (
        <Line className="text-green-800" label="Store credit" value={`−${rupees(plan.storeCreditPaise)}`} />
      )}
      {plan.cashLaterPaise > 0 && (
        <Line label="In cash on delivery" value={`−${rupees(plan.cashLaterPaise)}`} />
      )}
      <div className="flex justify-between gap-4 border-t border-neutral-200 pt-2 text-lg font-bold">
        <dt>{lastLine(plan)}</dt>
        <dd data-testid="amount-to-pay">{rupees(plan.toPayPaise)}</dd>
      </div>
    </dl>
  );
}
