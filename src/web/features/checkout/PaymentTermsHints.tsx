/**
 * What each way of paying costs, beside its button (docs/product.md section 22): "Pay online and
 * save ₹50" under Pay Online when the shop gives a prepaid discount, and the cash-on-delivery fee
 * under Cash On Delivery when it charges one. Nothing shows while both are off.
 */
import type { CheckoutQuote } from '#shared/coupons';
import { formatRupees, paiseToRupees } from '#shared/money';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function PrepaidSaving({ quote }: { quote: CheckoutQuote }) {
  const { prepaidDiscountPaise, totalPaise } = quote.online;
  if (prepaidDiscountPaise === 0) return null;
  return (
    <p id="prepaid-saving" className="-mt-1 text-sm font-medium text-green-800">
      Pay online and save {rupees(prepaidDiscountPaise)}: {rupees(totalPaise)} in all.
    </p>
  );
}

export function CodFeeHint({ quote }: { quote: CheckoutQuote }) {
  const { feePaise, totalPaise } = quote.cod;
  if (feePaise === 0 || !quote.cod.available) return null;
  return (
    <p id="cod-fee" className="-mt-1 text-sm text-neutral-800">
      Cash on delivery: {rupees(totalPaise)}, including a {rupees(feePaise)} cash-on-delivery fee.
    </p>
  );
}
