/** The checkout and payment calls of docs/product.md section 7 (plus abandon-payment, see the server). */
import type { CheckoutQuote } from '#shared/coupons';
import type {
  AbandonPaymentResponse,
  OnlineOrderResponse,
  PlacedOrderResponse,
  VerifyPaymentResponse,
} from '#shared/orders';
import { api } from '#web/lib/api';
import type { CheckoutDelivery } from './use-checkout-address';

/** The server's totals for the cart, with the coupon when one is given (refused with its reason). */
export function fetchQuote(couponCode?: string, signal?: AbortSignal): Promise<CheckoutQuote> {
  return api('/api/cart/quote', { method: 'POST', body: couponCode ? { couponCode } : {}, signal });
}

export function placeCodOrder(
  details: CheckoutDelivery,
  couponCode?: string,
  useStoreCredit = false,
): Promise<PlacedOrderResponse> {
  return api('/api/cart/place-cod-order', {
    method: 'POST',
    body: { ...details, couponCode, useStoreCredit },
  });
}

/** The whole order paid from store credit (docs/product.md section 22). */
export function placeStoreCreditOrder(
  details: CheckoutDelivery,
  couponCode?: string,
): Promise<PlacedOrderResponse> {
  return api('/api/cart/place-store-credit-order', { method: 'POST', body: { ...details, couponCode } });
}

/** How an online payment pays the order (docs/product.md section 22). */
export interface OnlinePaymentTerms {
  /** `amount` is partial COD's token; the rest is paid in cash. */
  partialCod?: boolean;
  /** Store credit pays what it can; `amount` is the rest. */
  useStoreCredit?: boolean;
}

/** `amount` is what the shopper saw to pay now, in paise; the server checks it. */
export function createOnlineOrder(
  amount: number,
  details: CheckoutDelivery,
  couponCode?: string,
  terms: OnlinePaymentTerms = {},
): Promise<OnlineOrderResponse> {
  return api('/api/cart/create-order', {
    method: 'POST',
    body: {
      amount,
      ...details,
      couponCode,
      ...(terms.partialCod ? { partialCod: true } : {}),
      ...(terms.useStoreCredit ? { useStoreCredit: true } : {}),
    },
  });
}

export interface PaymentProof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function verifyPayment(
  proof: PaymentProof,
  details: CheckoutDelivery,
  totalAmount: number,
  userName: string,
): Promise<VerifyPaymentResponse> {
  return api('/api/cart/verify-payment', {
    method: 'POST',
    body: {
      order_id: proof.razorpay_order_id,
      payment_id: proof.razorpay_payment_id,
      signature: proof.razorpay_signature,
      deliveryAddress: details.deliveryAddress,
      totalAmount,
      userData: { userName },
    },
  });
}

export function abandonPayment(providerOrderId: string): Promise<AbandonPaymentResponse> {
  return api('/api/cart/abandon-payment', { method: 'POST', body: { order_id: providerOrderId } });
}
