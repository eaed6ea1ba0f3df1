/** What a payment report carries and what recording it decided (record-payment.ts, late-payments.ts). */
import type { CheckedAddress } from '../delivery';
import type { MissingHolding } from '../orders/give-back';
import type { Actor } from '../orders/order-events';
import type { RefundDue } from './refunds';

export interface PaymentReport {
  providerOrderId: string;
  paymentId: string;
  source: 'checkout' | 'webhook' | 'reconciliation';
  actor: Actor;
  /** The delivery address the browser sent with its proof, already checked. */
  details?: CheckedAddress;
}

/**
 * Why a payment of an order that could not be fulfilled went back: after its reservation ended,
 * its stock sold, its coupon allows no more uses for it or its store credit went elsewhere; or,
 * for partial COD's token, the COD rules refuse the order now (`cod`, with the refusal's words).
 */
export type LateRefundCause = MissingHolding | 'cod';

export type PaymentOutcome =
  | { kind: 'paid'; orderId: string; replay: boolean }
  | { kind: 'refunded'; orderId: string; replay: boolean; cause: LateRefundCause; refusal?: string }
  | { kind: 'unknown_order' };

export interface RecordedPayment {
  outcome: PaymentOutcome;
  /** To send once the transaction has committed. */
  refunds: RefundDue[];
}
