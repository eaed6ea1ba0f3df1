/**
 * What the shop needs from a card payment provider (docs/architecture.md section 7). `razorpay` talks to
 * Razorpay's REST API; `sandbox` is a local stand-in for development and browser tests.
 */
export interface ProviderPayment {
  id: string;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
  amountPaise: number;
  amountRefundedPaise: number;
}

export interface PaymentProvider {
  readonly kind: 'razorpay' | 'sandbox' | 'unavailable';
  /** The public key the web app opens the checkout with ("sandbox" for the local window). */
  readonly keyId: string;
  /** Creates the provider's order for this amount; returns its id. */
  createOrder(amountPaise: number, receipt: string): Promise<string>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  refund(paymentId: string, amountPaise: number, receipt?: string): Promise<{ refundId: string }>;
  /** The checkout's proof of payment: HMAC-SHA256(order_id + "|" + payment_id), compared in constant time. */
  verifySignature(providerOrderId: string, paymentId: string, signature: string): boolean;
}

/** A payment the shop may fulfil: the money has been taken, not just authorised. */
export const isCaptured = (payment: ProviderPayment) => payment.status === 'captured';

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
