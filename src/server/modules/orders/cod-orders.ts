/**
 * The orders module's part in cash on delivery (docs/product.md section 22): a shopper's
 * confirmation written on the order, and the unconfirmed COD orders the auto-cancel job claims.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { recordOrderSignal } from '../analytics';
import { type Actor, recordEvent } from './order-events';
import type { OrderRow } from './order-queries';

/** Marks a COD order confirmed once; a second tap changes nothing. Answers the order. */
export async function markCodConfirmed(
  tx: DbOrTx,
  order: OrderRow,
  actor: Actor,
  at: Date,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ codConfirmedAt: at, updatedAt: at })
    .where(and(eq(orders.id, order.id), isNull(orders.codConfirmedAt)))
    .returning();
  if (!updated) return order;
  await recordEvent(tx, { orderDbId: order.id, actor, type: 'cod_confirmed', at });
  await recordOrderSignal(tx, {
    name: 'cod_confirmed',
    orderDbId: order.id,
    amountPaise: order.amountPaise,
    at,
  });
  return updated;
}

/**
 * Unconfirmed COD orders still Processed and placed before `placedBefore`, claimed with FOR
 * UPDATE SKIP LOCKED so two instances never cancel the same one.
 */
export function claimUnconfirmedCodOrders(tx: DbOrTx, placedBefore: Date, limit = 20): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'cod'),
        eq(orders.status, 'captured'),
        isNull(orders.codConfirmedAt),
        lte(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Gives a Processed COD order the provider order its "Pay online now" is paid through. */
export async function attachCodProviderOrder(
  tx: DbOrTx,
  order: OrderRow,
  providerOrderId: string,
  at: Date,
): Promise<OrderRow | undefined> {
  const [attached] = await tx
    .update(orders)
    .set({ providerOrderId, updatedAt: at })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.paymentMethod, 'cod'),
        eq(orders.status, 'captured'),
        isNull(orders.providerOrderId),
      ),
    )
    .returning();
  return attached;
}

/**
 * The prepaid discount "Pay online now" gives a COD order: the one checkout offered it for paying
 * online (docs/decisions/033), never so much that less than ₹1 would be left to pay online (store
 * credit may already pay most of it).
 */
export function prepaidOfferDuePaise(
  order: Pick<
    OrderRow,
    'amountPaise' | 'storeCreditPaise' | 'codTokenPaise' | 'codFeePaise' | 'prepaidOfferPaise'
  >,
): number {
  const cashLessFee = order.amountPaise - order.storeCreditPaise - order.codTokenPaise - order.codFeePaise;
  return Math.max(0, Math.min(order.prepaidOfferPaise, cashLessFee - 100));
}

/**
 * "Pay online now" was paid: the COD order becomes prepaid (docs/product.md section 22). It no
 * longer owes the cash-on-delivery fee and gets the prepaid discount checkout offered it, so its
 * amount drops by both, as if it had been paid online at checkout (its invoice, issued at
 * dispatch, follows). The payment covers what was to be paid in cash less both. Answers undefined
 * when the order is no longer a Processed COD order.
 */
export async function turnCodPrepaid(
  tx: DbOrTx,
  order: OrderRow,
  payment: { paymentId: string; actor: Actor; at: Date; source: string },
): Promise<OrderRow | undefined> {
  const discount = prepaidOfferDuePaise(order);
  const [paid] = await tx
    .update(orders)
    .set({
      paymentMethod: 'online',
      paymentId: payment.paymentId,
      amountPaise: order.amountPaise - order.codFeePaise - discount,
      prepaidDiscountPaise: discount,
      codFeePaise: 0,
      updatedAt: payment.at,
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.paymentMethod, 'cod'),
        eq(orders.status, 'captured'),
        // The figures above were read from this row under its lock; a change since refuses.
        eq(orders.amountPaise, order.amountPaise),
      ),
    )
    .returning();
  if (!paid) return undefined;
  await recordEvent(tx, {
    orderDbId: order.id,
    actor: payment.actor,
    type: 'paid_online',
    data: {
      from: 'cod',
      paymentId: payment.paymentId,
      source: payment.source,
      amountPaise: paid.amountPaise - paid.storeCreditPaise - paid.codTokenPaise,
      ...(order.codFeePaise > 0 ? { codFeeDroppedPaise: order.codFeePaise } : {}),
      ...(discount > 0 ? { prepaidDiscountPaise: discount } : {}),
    },
    at: payment.at,
  });
  return paid;
}
