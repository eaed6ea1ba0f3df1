/**
 * Pay Online (docs/product.md section 4), or partial COD's token (section 22): create the order,
 * open Razorpay's window (or the sandbox's), then
 * verify -> /success; a failed, unverified or closed payment -> /failure, after handing the
 * reserved stock back at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OnlineOrderResponse } from '#shared/orders';
import { paths } from '#shared/paths';
import { errorText } from '#web/components/ui/Notice';
import { cartKey } from '../cart/cart-api';
import { ordersKey } from '../orders/orders-api';
import { abandonPayment, createOnlineOrder, verifyPayment } from './checkout-api';
import { isRazorpayKey, payWithRazorpay } from './razorpay-checkout';
import { SandboxPaymentDialog, type SandboxResult } from './SandboxPaymentDialog';
import type { SuccessState } from './success-state';
import type { CheckoutDelivery } from './use-checkout-address';

type Outcome = SandboxResult;

interface Payment {
  order: OnlineOrderResponse;
  details: CheckoutDelivery;
  userName: string;
}

export function usePayOnline() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sandbox, setSandbox] = useState<Payment | null>(null);
  const [busy, setBusy] = useState(false);

  // Partial COD's token paid leaves the rest to hand over in cash, which /success says.
  // A ref, not state: the payment window answers into the closure made before the render.
  const cashAfterToken = useRef<number | null>(null);
  const paid = (orderId: string) => {
    queryClient.invalidateQueries({ queryKey: cartKey });
    queryClient.invalidateQueries({ queryKey: ordersKey });
    const state: SuccessState =
      cashAfterToken.current === null
        ? { orderId, payment: 'online' }
        : { orderId, payment: 'cash-on-delivery', amountDue: cashAfterToken.current / 100 };
    navigate(paths.success, { state });
  };
  const failed = (message?: string) => navigate(paths.failure, { state: { message } });

  async function settle({ order, details, userName }: Payment, outcome: Outcome) {
    setSandbox(null);
    try {
      if (outcome.kind === 'paid') {
        const answer = await verifyPayment(outcome.proof, details, order.amount / 100, userName);
        if (answer.success) return paid(answer.orderId);
        return failed(answer.errorMessage);
      }
      // Failed or closed: give the reservation back now (unless the provider says it was paid).
      const answer = await abandonPayment(order.id);
      if (answer.outcome === 'paid') return paid(answer.orderId);
      return failed();
    } catch (err) {
      return failed(errorText(err, ''));
    } finally {
      setBusy(false);
    }
  }

  /** Starts a payment; answers the message to show when the order could not even be created. */
  async function start(
    details: CheckoutDelivery,
    amountPaise: number,
    userName: string,
    couponCode?: string,
    terms: {
      /** Partial COD: `amountPaise` is the token, and this much is left to pay in cash. */
      partialCod?: { cashPaise: number };
      /** Store credit pays the rest of the order: `amountPaise` is what is left after it. */
      useStoreCredit?: boolean;
    } = {},
  ): Promise<string | undefined> {
    setBusy(true);
    cashAfterToken.current = terms.partialCod ? terms.partialCod.cashPaise : null;
    let order: OnlineOrderResponse;
    try {
      order = await createOnlineOrder(amountPaise, details, couponCode, {
        partialCod: terms.partialCod !== undefined,
        useStoreCredit: terms.useStoreCredit,
      });
    } catch (err) {
      setBusy(false);
      return `Error creating order: ${errorText(err)}`;
    }
    const payment = { order, details, userName };
    if (!isRazorpayKey(order.keyId)) {
      setSandbox(payment);
      return undefined;
    }
    try {
      await settle(payment, await payWithRazorpay(order, details.deliveryAddress.mobile));
    } catch {
      await settle(payment, { kind: 'failed' });
    }
    return undefined;
  }

  const dialog = sandbox && (
    <SandboxPaymentDialog
      providerOrderId={sandbox.order.id}
      onResult={(outcome) => void settle(sandbox, outcome)}
    />
  );
  return { start, busy, dialog };
}
