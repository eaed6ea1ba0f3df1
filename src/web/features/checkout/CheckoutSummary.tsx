/** The checkout's item list (image, quantity, line total) and its totals. */
import type { CartItem } from '#shared/cart';
import { formatRupees } from '#shared/money';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import type { cartTotals } from '../cart/cart-totals';

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
                Size {item.selectedSize} · Qty {item.quantity} × {formatRupees(item.price)}
              </p>
            </div>
            <p className="font-semibold">{formatRupees(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CheckoutTotals({ totals }: { totals: ReturnType<typeof cartTotals> }) {
  return (
    <dl className="mt-6 space-y-2 border-t border-neutral-200 pt-4">
      <div className="flex justify-between">
        <dt>Total</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Delivery Charge</dt>
        <dd>{formatRupees(totals.delivery)}</dd>
      </div>
      <div className="flex justify-between text-lg font-bold">
        <dt>Grand Total</dt>
        <dd>{formatRupees(totals.grandTotal)}</dd>
      </div>
    </dl>
  );
}
