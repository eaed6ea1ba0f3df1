/**
 * The words of the checkout's way-to-pay choice and its one button (issue 40 point 7;
 * docs/product.md section 22): what each way saves or costs beside it ("save ₹50", "₹49 fee"),
 * why cash on delivery is not offered, and the amount on the button that pays.
 */
import type { PaymentPlan } from '#shared/checkout-payment';
import type { CheckoutQuote } from '#shared/coupons';
import { formatRupees, paiseToRupees } from '#shared/money';
import type { PayWayOption } from './PayWayChoice';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function payWayOptions(
  quote: CheckoutQuote,
  codRefusal: string | undefined,
  partial: PaymentPlan | undefined,
): PayWayOption[] {
  const saving = quote.online.prepaidDiscountPaise;
  // Most Indian shoppers pay by UPI: it is named first (docs/product.md section 2).
  const options: PayWayOption[] = [
    {
      value: 'online',
      label: 'Pay online',
      hint: `UPI, cards, netbanking${saving > 0 ? ` · save ${rupees(saving)}` : ''}`,
    },
    {
      value: 'cod',
      label: 'Cash on delivery',
      hint:
        codRefusal ??
        (quote.cod.feePaise > 0 ? `${rupees(quote.cod.feePaise)} cash-on-delivery fee` : undefined),
      disabled: Boolean(codRefusal),
    },
  ];
  if (partial)
    options.push({
      value: 'partial',
      label: `${rupees(partial.toPayPaise)} now, the rest in cash`,
      hint: `${rupees(partial.cashLaterPaise)} in cash on delivery`,
    });
  return options;
}

/** The one pay button, with the summary's last figure on it. */
export function payButtonLabel(plan: PaymentPlan): string {
  const amount = rupees(plan.toPayPaise);
  if (plan.via === 'store_credit') return 'Pay with store credit';
  if (plan.via === 'cod') return `Place order: ${amount} in cash on delivery`;
  return `Pay ${amount} online`;
}
