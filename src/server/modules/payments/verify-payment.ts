/**
 * verify-payment: the browser's proof that the shopper paid. The signature is checked against
 * the provider order id stored on the shopper's own order, never one the client chooses, and
 * then the payment is recorded by the same rule the webhook uses (idempotent).
 */

import type { AppDeps } from '#server/deps';
import { PARTIAL_COD_MESSAGES } from '#shared/cod';
import type { VerifyPaymentInput } from '#shared/order-requests';
import { findShopper, fullName } from '../accounts/shoppers';
import { checkDeliverable, checkDeliveryDetails, serviceabilityOf } from '../delivery';
import { shopperActor } from '../orders/order-events';
import { findOrderByProviderOrderId } from '../orders/order-queries';
import { recordPayment } from './record-payment';

export const VERIFICATION_FAILED_MESSAGE =
  'Payment verification failed. If money was taken, it will be refunded.';
export const ORDER_NOT_FOUND_MESSAGE = 'We could not find the order for this payment.';
export const LATE_PAYMENT_MESSAGE =
  'Your payment arrived after we stopped holding your items, and they sold out meanwhile. The full amount will be refunded in 5 to 7 business days.';
/** The late payment's order could not hold its coupon use again (docs/product.md section 13). */
export const lateCouponMessage = (code: string | null) =>
  `Your payment arrived after we stopped holding your order, and by then coupon ${code} could no longer be used for it. The order will not be sent; the full amount will be refunded in 5 to 7 business days.`;

/** The late payment's order could not spend its store credit again (docs/product.md section 22). */
export const LATE_STORE_CREDIT_MESSAGE =
  'Your payment arrived after we stopped holding your order, and by then the store credit it used had gone to another order. The order will not be sent; the amount you paid will be refunded in 5 to 7 business days.';

export type VerifyOutcome =
  | { kind: 'paid'; orderId: string }
  | { kind: 'refunded'; orderId: string; errorMessage: string }
  | { kind: 'not_found' }
  | { kind: 'bad_signature' };

export async function verifyPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'serviceability'>,
  userId: number,
  input: VerifyPaymentInput,
): Promise<VerifyOutcome> {
  // The address is checked as at checkout (docs/product.md section 12) before anything is recorded.
  const details = checkDeliveryDetails(input.details, fullName(await findShopper(deps.db, userId)));
  checkDeliverable(details.deliveryAddress.pincode, await serviceabilityOf(deps).read());
  const order = await findOrderByProviderOrderId(deps.db, input.order_id);
  if (!order || order.userId !== userId || !order.providerOrderId) return { kind: 'not_found' };
  if (!deps.payments.verifySignature(order.providerOrderId, input.payment_id, input.signature)) {
    return { kind: 'bad_signature' };
  }
  const outcome = await recordPayment(deps, {
    providerOrderId: order.providerOrderId,
    paymentId: input.payment_id,
    source: 'checkout',
    actor: shopperActor(userId),
    details,
  });
  if (outcome.kind === 'unknown_order') return { kind: 'not_found' };
  if (outcome.kind === 'paid') return { kind: 'paid', orderId: outcome.orderId };
  const errorMessage =
    outcome.cause === 'cod'
      ? PARTIAL_COD_MESSAGES.tokenRefused(outcome.refusal ?? '', order.codTokenPaise)
      : outcome.cause === 'coupon'
        ? lateCouponMessage(order.couponCode)
        : outcome.cause === 'store_credit'
          ? LATE_STORE_CREDIT_MESSAGE
          : LATE_PAYMENT_MESSAGE;
  return { kind: 'refunded', orderId: outcome.orderId, errorMessage };
}
