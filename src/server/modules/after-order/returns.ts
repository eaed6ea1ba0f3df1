/**
 * Returns and exchanges (docs/product.md, "After the order"), one function per step. Each takes
 * its locks in the shop's order (the shopper's row, then the order, then the return, then
 * stock: docs/architecture.md section 7), checks the return's state under the lock, writes an
 * order event for the timeline and queues the shopper's mail in the same transaction.
 *
 *   requested -> approved | rejected      (approve takes the exchange's stock and places its ₹0 order)
 *   approved  -> received | exchanged     (received: the parcel is back; restocked or not)
 *   received  -> refunded                 (online: a partial provider refund; otherwise the shopper's
 *                                          choice: store credit, or a transfer the admin records)
 */
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import {
  AFTER_ORDER_MESSAGES,
  choosesRefundDestination,
  type RequestReturnInput,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
  requestReturnSchema,
} from '#shared/after-order';
import { formatRupees, paiseToRupees } from '#shared/money';
import { lockShopper } from '../accounts/shoppers';
import {
  type Actor,
  eventsOfOrder,
  findShopperOrder,
  giveBackStock,
  itemsOfOrder,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  placeExchangeOrder,
  recordEvent,
  setReturnState,
  shopperActor,
} from '../orders';
import { type RefundDue, requestRefund, sendRefunds } from '../payments/refunds';
import { readSettings } from '../settings';
import { reversePickupFeeOf, reversePickupOf } from '../shipping';
import type { GrantedCredit } from '../store-credit';
import { issueRefundCreditNote } from './credit-note';
import { refundToStoreCredit } from './refund-to-store-credit';
import {
  queueReturnApprovedMail,
  queueReturnReceivedMail,
  queueReturnRefundMail,
  queueReturnRejectedMail,
  queueReturnRequestedMail,
} from './return-mail';
import { onlinePaymentLeftPaise, paidPaise, refundablePaise, refundedPaise } from './return-money';
import { checkExchangeSizesInStock, checkReturnWindow } from './return-request-checks';
import {
  findReturn,
  insertReturn,
  linesOfReturns,
  type ReturnLineRow,
  type ReturnRow,
  returnStateOf,
  returnsOfOrder,
  updateReturn,
} from './return-rows';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  return parsed.data;
}

/** Units of each order line not already in a return (a rejected return gives its units back). */
export async function unitsLeftToReturn(db: DbOrTx, order: OrderRow, items: OrderItemRow[]) {
  const open = (await returnsOfOrder(db, order.id)).filter((row) => row.status !== 'rejected');
  const lines = await linesOfReturns(
    db,
    open.map((row) => row.id),
  );
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  for (const line of lines) left.set(line.orderItemId, (left.get(line.orderItemId) ?? 0) - line.quantity);
  return left;
}

/**
 * The shopper asks to return some units of a delivered order, within the window (never when the
 * window is 0 days: returns are off); an exchange only to a size on sale now.
 */
export async function requestReturn(
  db: DbOrTx,
  input: { userId: number; orderId: string; request: RequestReturnInput; now: Date },
): Promise<ReturnRow> {
  const request = parse(requestReturnSchema, input.request);
  return db.transaction(async (tx) => {
    await lockShopper(tx, input.userId);
    const order = await findShopperOrder(tx, input.userId, input.orderId, true);
    if (order.status !== 'delivered' || !order.deliveredAt)
      throw new AppError('conflict', AFTER_ORDER_MESSAGES.notDelivered, { code: 'order_state' });
    // Only a refund that does not go back through the provider has a way to choose.
    const chooses = request.resolution === 'refund' && choosesRefundDestination(order.paymentMethod);
    if (request.refundTo && !chooses) throw new AppError('invalid', AFTER_ORDER_MESSAGES.refundToOnline);
    const { windowDays } = await readSettings(tx, 'returns');
    checkReturnWindow(order.deliveredAt, windowDays, input.now);
    const items = await itemsOfOrder(tx, order.id);
    const left = await unitsLeftToReturn(tx, order, items);
    for (const line of request.lines) {
      const item = items.find((candidate) => candidate.id === line.lineId);
      if (!item) throw new AppError('invalid', AFTER_ORDER_MESSAGES.unknownLine);
      const available = left.get(item.id) ?? 0;
      if (line.quantity > available)
        throw new AppError('invalid', AFTER_ORDER_MESSAGES.tooManyUnits(item.name, item.size, available));
      left.set(item.id, available - line.quantity);
      if (request.resolution === 'exchange' && line.exchangeSize === item.size)
        throw new AppError('invalid', AFTER_ORDER_MESSAGES.sameSize);
    }
    if (request.resolution === 'exchange')
      await checkExchangeSizesInStock(
        tx,
        request.lines.map((line) => ({
          item: items.find((candidate) => candidate.id === line.lineId)!,
          size: line.exchangeSize!,
          quantity: line.quantity,
        })),
      );
    const row = await insertReturn(
      tx,
      {
        orderId: order.id,
        userId: order.userId,
        status: 'requested',
        resolution: request.resolution,
        reason: request.reason,
        note: request.note,
        refundTo: chooses ? (request.refundTo ?? 'transfer') : null,
        createdAt: input.now,
        updatedAt: input.now,
      },
      request.lines.map((line) => ({
        orderItemId: line.lineId,
        quantity: line.quantity,
        exchangeSize: request.resolution === 'exchange' ? (line.exchangeSize ?? null) : null,
      })),
    );
    const units = describeUnits(
      items,
      request.lines.map((l) => ({ orderItemId: l.lineId, ...l })),
    );
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: shopperActor(input.userId),
      type: 'return_requested',
      data: {
        returnId: row.returnId,
        resolution: row.resolution,
        reason: row.reason,
        note: row.note,
        units,
      },
      at: input.now,
    });
    await setReturnState(tx, order.id, 'requested', input.now);
    await queueReturnRequestedMail(tx, order, row, units);
    return row;
  });
}

/** "2 x Stone Hoodie (M), 1 x Night Tee (L) for L": the units of a return, for events and mails. */
function describeUnits(
  items: OrderItemRow[],
  lines: { orderItemId: number; quantity: number; exchangeSize?: string | null }[],
): string {
  return lines
    .map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId);
      const swap = line.exchangeSize ? ` for ${line.exchangeSize}` : '';
      return `${line.quantity} x ${item?.name ?? 'item'} (${item?.size ?? '?'})${swap}`;
    })
    .join(', ');
}

/**
 * Locks a return for an admin step: the shopper, the order, then the return row, whose state
 * must be `from` (409 otherwise, so a second approve changes nothing).
 */
async function lockReturn(tx: DbOrTx, returnId: string, from: ReturnRow['status'], action: string) {
  const found = await findReturn(tx, returnId);
  if (!found) throw new AppError('not_found', 'Return not found.');
  await lockShopper(tx, found.userId);
  const order = (await lockOrder(tx, found.orderId))!;
  const row = (await findReturn(tx, returnId, true))!;
  if (row.status !== from)
    throw new AppError('conflict', AFTER_ORDER_MESSAGES.returnState(row.returnId, row.status, action), {
      code: 'order_state',
    });
  const items = await itemsOfOrder(tx, order.id);
  const lines = await linesOfReturns(tx, [row.id]);
  return { order, row, items, lines };
}

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

async function settleReturnState(tx: DbOrTx, order: OrderRow, at: Date) {
  await setReturnState(tx, order.id, await returnStateOf(tx, order.id), at);
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
    await queueReturnApprovedMail(tx, order, approved, exchange?.orderId);
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

/**
 * Refunds a received return: at most what was paid for its units (and never more than is left
 * of the order's payment). Online, a partial refund through the provider, sent after the commit
 * and retried by the refund job; otherwise where the shopper chose: store credit, granted in this
 * transaction with no reference asked, or the admin's bank or UPI transfer reference. The credit
 * note is the same either way: store credit is a means of payment (docs/product.md section 22).
 */
export async function refundReturn(
  deps: Deps,
  input: { returnId: string; amountPaise: number; reference?: string; actor: Actor },
): Promise<ReturnRow> {
  const { amountPaise, reference } = parse(refundReturnSchema, {
    amountPaise: input.amountPaise,
    reference: input.reference,
  });
  const now = deps.clock();
  const { refunded, refunds } = await deps.db.transaction(async (tx) => {
    const { order, row, items, lines } = await lockReturn(tx, input.returnId, 'received', 'refunded');
    if (row.resolution !== 'refund') throw new AppError('conflict', AFTER_ORDER_MESSAGES.notRefundReturn);
    const events = await eventsOfOrder(tx, order.id);
    const left = paidPaise(order) - refundedPaise(events);
    // A reverse pickup's fee is kept from the refund (docs/product.md, "Shipping").
    const fee = await reversePickupFeeOf(tx, order.id, row.returnId);
    const most = Math.min(Math.max(0, refundablePaise(order, items, lines) - fee), Math.max(0, left));
    if (amountPaise > most)
      throw new AppError('conflict', AFTER_ORDER_MESSAGES.refundTooLarge(formatRupees(paiseToRupees(most))), {
        code: 'refund_too_large',
      });
    const refunds: RefundDue[] = [];
    let credit: GrantedCredit | undefined;
    let toPaymentPaise = 0;
    if (order.paymentMethod === 'online' && order.paymentId) {
      // Part paid from store credit: the payment is refunded first, up to what it charged, and
      // the rest goes back to store credit (docs/product.md section 22).
      toPaymentPaise = Math.min(amountPaise, onlinePaymentLeftPaise(order, events));
      if (toPaymentPaise > 0)
        refunds.push(
          await requestRefund(tx, {
            orderDbId: order.id,
            paymentId: order.paymentId,
            amountPaise: toPaymentPaise,
            key: `return:${row.returnId}`,
            reason: `return ${row.returnId}`,
            actor: input.actor,
            at: now,
          }),
        );
      if (amountPaise > toPaymentPaise)
        credit = await refundToStoreCredit(tx, {
          order,
          returnId: row.returnId,
          amountPaise: amountPaise - toPaymentPaise,
          actor: input.actor,
          at: now,
        });
    } else if (row.refundTo === 'store_credit') {
      credit = await refundToStoreCredit(tx, {
        order,
        returnId: row.returnId,
        amountPaise,
        actor: input.actor,
        at: now,
      });
    } else {
      if (!reference) throw new AppError('invalid', AFTER_ORDER_MESSAGES.transferReference);
      await recordEvent(tx, {
        orderDbId: order.id,
        actor: input.actor,
        type: 'refund_recorded',
        data: { returnId: row.returnId, amountPaise, reference },
        at: now,
      });
    }
    await issueRefundCreditNote(tx, {
      order,
      returnId: row.returnId,
      lines: lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
      amountPaise,
      at: now,
    });
    const refunded = await updateReturn(tx, row, {
      status: 'refunded',
      refundPaise: amountPaise,
      // Online, the provider's refund id arrives after the commit, on the order's events; store
      // credit has no reference (one sent anyway is not kept).
      refundReference: order.paymentMethod === 'online' || credit ? null : (reference ?? null),
      updatedAt: now,
    });
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: input.actor,
      type: 'return_refunded',
      data: { returnId: row.returnId, amountPaise },
      at: now,
    });
    await settleReturnState(tx, order, now);
    await queueReturnRefundMail(tx, order, refunded, { amountPaise, reference, credit, toPaymentPaise });
    return { refunded, refunds };
  });
  await sendRefunds(deps, refunds);
  return refunded;
}
