/**
 * What the courier's tracking does to an order (docs/product.md, "Shipping"): a delivery scan
 * makes it `delivered` (opening the return window, with the delivered mail), a return to origin
 * makes it `rto`. Only forwards: a delivered order never goes back to `rto`, and an order the
 * admin has already moved on (received back, cancelled) is left alone.
 */

import type { DbOrTx } from '#server/db/client';
import { readSettings } from '../settings';
import type { Actor } from './order-events';
import { queueDeliveredMail } from './order-mail';
import { lockOrder, type OrderRow } from './order-queries';
import { moveOrder } from './transition';

export type CourierOutcome = 'delivered' | 'rto';

const MOVES_FROM: Record<CourierOutcome, OrderRow['status'][]> = {
  // A parcel the courier first said was coming back, then delivered after all, is delivered.
  delivered: ['dispatched', 'rto'],
  rto: ['dispatched'],
};

/** Applies the outcome to the locked order; answers whether the status changed. */
export async function applyCourierOutcome(
  tx: DbOrTx,
  orderDbId: number,
  outcome: CourierOutcome,
  input: { at: Date; actor: Actor; awb: string },
): Promise<boolean> {
  const order = await lockOrder(tx, orderDbId);
  if (!order || !MOVES_FROM[outcome].includes(order.status)) return false;
  if (outcome === 'delivered') {
    const delivered = await moveOrder(tx, order, {
      to: 'delivered',
      actor: input.actor,
      at: input.at,
      set: { deliveredAt: input.at },
      data: { awb: input.awb },
    });
    const { windowDays } = await readSettings(tx, 'returns');
    await queueDeliveredMail(tx, delivered, windowDays);
    return true;
  }
  await moveOrder(tx, order, { to: 'rto', actor: input.actor, at: input.at, data: { awb: input.awb } });
  return true;
}
