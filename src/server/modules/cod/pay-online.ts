/**
 * "Pay online now" on a COD order's confirmation page (docs/product.md section 22): the order
 * becomes prepaid through the existing payments flow. A provider order is made for the cash that
 * was due, less the COD fee a prepaid order does not owe, (outside any transaction, as at checkout) and attached to the order; the browser's proof
 * (or the provider's webhook) is recorded by the one payment rule, which turns a Processed COD
 * order prepaid instead of refunding it as an extra payment.
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { COD_MESSAGES } from '#shared/cod';
import { CURRENCY } from '#shared/constants';
import type { OnlineOrderResponse } from '#shared/orders';
import { findShopper, fullName } from '../accounts/shoppers';
import { lockOrder } from '../orders';
import { attachCodProviderOrder } from '../orders/cod-orders';
import { PaymentProviderError } from '../payments/provider';
import { recordPayment } from '../payments/record-payment';
import { linkOpen, orderOfToken, payOnlineNowPaise } from './confirmation';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

export const PAY_ONLINE_UNAVAILABLE =
  'We could not reach the payment provider. Please try again, or pay in cash on delivery.';
export const PAY_ONLINE_FAILED = 'Payment verification failed. If money was taken, it will be refunded.';

/** POST /api/cod/:token/pay-online: the provider order to open the payment window with. */
export async function startPayOnline(deps: Deps, token: string): Promise<OnlineOrderResponse> {
  const order = await orderOfToken(deps.db, token);
  if (!linkOpen(order)) throw new AppError('conflict', COD_MESSAGES.linkExpired, { code: 'link_expired' });
  const shopper = await findShopper(deps.db, order.userId);
  const answer = (providerOrderId: string): OnlineOrderResponse => ({
    id: providerOrderId,
    amount: payOnlineNowPaise(order),
    currency: CURRENCY,
    keyId: deps.payments.keyId,
    name: fullName(shopper),
    email: shopper.email ?? '',
  });
  if (order.providerOrderId) return answer(order.providerOrderId);
  let providerOrderId: string;
  try {
    providerOrderId = await deps.payments.createOrder(payOnlineNowPaise(order), order.orderId);
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError('conflict', PAY_ONLINE_UNAVAILABLE, { code: 'payment_unavailable' });
    throw err;
  }
  // A double tap may have attached another provider order meanwhile: the first one written wins.
  const attached = await deps.db.transaction(async (tx) => {
    const current = (await lockOrder(tx, order.id))!;
    if (!linkOpen(current))
      throw new AppError('conflict', COD_MESSAGES.linkExpired, { code: 'link_expired' });
    return (
      current.providerOrderId ??
      (await attachCodProviderOrder(tx, current, providerOrderId, deps.clock()))!.providerOrderId!
    );
  });
  return answer(attached);
}

/** POST /api/cod/:token/pay-online/verify: the browser's proof, checked against the order's own provider order. */
export async function verifyPayOnline(
  deps: Deps,
  token: string,
  proof: { paymentId: string; signature: string },
): Promise<{ orderId: string; paid: true }> {
  const order = await orderOfToken(deps.db, token);
  if (
    !order.providerOrderId ||
    !deps.payments.verifySignature(order.providerOrderId, proof.paymentId, proof.signature)
  )
    throw new AppError('invalid', PAY_ONLINE_FAILED, { code: 'payment_failed' });
  const outcome = await recordPayment(deps, {
    providerOrderId: order.providerOrderId,
    paymentId: proof.paymentId,
    source: 'checkout',
    actor: `shopper:${order.userId}`,
  });
  if (outcome.kind !== 'paid') throw new AppError('conflict', PAY_ONLINE_FAILED, { code: 'payment_failed' });
  return { orderId: order.orderId, paid: true };
}
