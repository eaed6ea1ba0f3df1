/**
 * The admin's review of a return request and the parcel's receipt (docs/product.md, "After the
 * order"): approve or reject, book the pickup again, and take the parcel back in. The lifecycle
 * and the locking these steps share are in return-steps.ts.
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { receiveReturnSchema, rejectReturnSchema } from '#shared/after-order-requests';
import {
  type Actor,
  giveBackStock,
  type OrderItemRow,
  type OrderRow,
  placeExchangeOrder,
  recordEvent,
} from '../orders';
import { reversePickupOf } from '../shipping';
import { queueReturnApprovedMail, queueReturnReceivedMail, queueReturnRejectedMail } from './return-mail';
import { findReturn, type ReturnLineRow, type ReturnRow, updateReturn } from './return-rows';
import { describeUnits, lockReturn, parse, settleReturnState } from './return-steps';

/**
 * A return whose pickup the admin books again: approved (its parcel is awaited) and with no
 * pickup booked yet. 404 for an unknown return, 409 in any other state.
 */
export async function returnAwaitingPickup(db: DbOrTx, returnId: string): Promise<ReturnRow> {
  const row = await findReturn(db, returnId);
  if (!row) throw new AppError('not_found', 'Return not found.');
  if (row.status !== 'approved')
    throw new AppError('conflict', AFTER_ORDER_MESSAGES.pickupOnlyApproved(row.returnId, row.status), {
      code: 'order_state',
    });
  if ((await reversePickupOf(db, row.orderId, row.returnId))?.state === 'booked')
    throw new AppError('conflict', AFTER_ORDER_MESSAGES.pickupBooked(row.returnId), { code: 'order_state' });
  return row;
}

/**
 * The admin approves: for an exchange, the new sizes' stock is taken now and the ₹0 order
 * placed (409 out_of_stock when a size has sold out since the request, and nothing changes).
 */
export async function approveReturn(
  db: DbOrTx,
  input: { returnId: string; actor: Actor; now: Date },
): Promise<ReturnRow> {
  return db.transaction(async (tx) => {
    const { order, row, items, lines } = await lockReturn(tx, input.returnId, 'requested', 'approved');
    let exchange: OrderRow | undefined;
    if (row.resolution === 'exchange') {
      exchange = await placeExchangeOrder(tx, {
        original: order,
        lines: lines.map((line) => ({
          item: items.find((item) => item.id === line.orderItemId)!,
          size: line.exchangeSize!,
          quantity: line.quantity,
        })),
        actor: input.actor,
        now: input.now,
        returnId: row.returnId,
      });
    }
    const approved = await updateReturn(tx, row, {
      status: 'approved',
      exchangeOrderId: exchange?.id ?? null,
      updatedAt: input.now,
    });
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: input.actor,
      type: 'return_approved',
      data: { returnId: row.returnId, exchangeOrderId: exchange?.orderId ?? null },
      at: input.now,
    });
    const pieces = lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId)!;
      return { name: item.name, size: item.size, quantity: line.quantity, exchangeSize: line.exchangeSize };
    });
    await queueReturnApprovedMail(tx, order, approved, pieces, exchange?.orderId);
    return approved;
  });
}

export async function rejectReturn(
  db: DbOrTx,
  input: { returnId: string; reason: string; actor: Actor; now: Date },
): Promise<ReturnRow> {
  const { reason } = parse(rejectReturnSchema, { reason: input.reason });
  return db.transaction(async (tx) => {
    const { order, row } = await lockReturn(tx, input.returnId, 'requested', 'rejected');
    const rejected = await updateReturn(tx, row, {
      status: 'rejected',
      rejectReason: reason,
      updatedAt: input.now,
    });
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: input.actor,
      type: 'return_rejected',
      data: { returnId: row.returnId, reason },
      at: input.now,
    });
    await settleReturnState(tx, order, input.now);
    await queueReturnRejectedMail(tx, order, rejected, reason);
    return rejected;
  });
}

/**
 * The parcel is back. The admin says whether its units go back on sale (a damaged tee does
 * not). An exchange is complete here; a refund waits for its own step.
 */
export async function receiveReturn(
  db: DbOrTx,
  input: { returnId: string; restock: boolean; actor: Actor; now: Date },
): Promise<ReturnRow> {
  const { restock } = parse(receiveReturnSchema, { restock: input.restock });
  return db.transaction(async (tx) => {
    const { order, row, items, lines } = await lockReturn(tx, input.returnId, 'approved', 'received');
    if (restock) {
      await giveBackStock(tx, stockLines(items, lines), {
        actor: input.actor,
        reason: 'return',
        orderId: order.orderId,
      });
    }
    const status = row.resolution === 'exchange' ? 'exchanged' : 'received';
    const received = await updateReturn(tx, row, { status, restocked: restock, updatedAt: input.now });
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: input.actor,
      type: 'return_received',
      data: { returnId: row.returnId, restocked: restock, units: describeUnits(items, lines) },
      at: input.now,
    });
    await settleReturnState(tx, order, input.now);
    await queueReturnReceivedMail(tx, order, received);
    return received;
  });
}

const stockLines = (items: OrderItemRow[], lines: ReturnLineRow[]) =>
  lines.map((line) => {
    const item = items.find((candidate) => candidate.id === line.orderItemId)!;
    return { productId: item.productId, size: item.size, quantity: line.quantity };
  });
