/**
 * The server's order events (BUSINESS.md section 16): written by the orders, checkout and
 * after-order code in the same transaction as the order's change, so the reports' paid counts
 * equal the orders table. Each carries the order's money; its source is the order's own
 * (attribution.ts), joined when the day's figures are made.
 */
import type { DbOrTx } from '#server/db/client';
import { analyticsEvents } from './schema';
import { shopDay } from './visitor';

export const ORDER_SIGNALS = [
  /** A cash-on-delivery or store-credit order, an order from the moment it is placed. */
  'order_placed',
  /** An online order's payment arrived: from now on it is an order. */
  'order_paid',
  'cod_confirmed',
  'order_cancelled',
  'rto',
  /** A return refunded: its amount is the refund. */
  'order_returned',
] as const;
export type OrderSignal = (typeof ORDER_SIGNALS)[number];

export async function recordOrderSignal(
  tx: DbOrTx,
  signal: { name: OrderSignal; orderDbId: number; amountPaise: number; at: Date },
): Promise<void> {
  await tx.insert(analyticsEvents).values({
    at: signal.at,
    day: shopDay(signal.at),
    name: signal.name,
    orderId: signal.orderDbId,
    amountPaise: signal.amountPaise,
  });
}

/** The signal a status change gives, if any: paid, cancelled after it counted, or returned to origin. */
export function signalOfMove(from: string, to: string): OrderSignal | null {
  if (to === 'captured' && ['pending_payment', 'expired', 'failed'].includes(from)) return 'order_paid';
  if (to === 'cancelled' && ['captured', 'dispatched'].includes(from)) return 'order_cancelled';
  if (to === 'rto') return 'rto';
  return null;
}
