/**
 * Return to origin (docs/product.md section 22): the courier brings a dispatched parcel back
 * (`dispatched -> rto`, set by the admin for a parcel dispatched by hand, or by courier
 * tracking), and the shop receives it (`rto -> rto_received`), choosing whether the units go back
 * on sale. Receiving settles the money in the same transaction: a credit note cancels the
 * invoice in full (the goods never reached the shopper, so nothing was supplied), an online
 * payment is refunded in full (sent after the commit, retried by the refund job), store credit
 * spent on it goes back to the balance, and a cash-on-delivery order owes nothing. Each step is an
 * order event and a mail; the `rto` event is what counts against the shopper and the pincode.
 */
import type { DbOrTx } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { COD_MESSAGES } from '#shared/cod';
import { formatRupees, paiseToRupees } from '#shared/money';
import type { OrderJson } from '#shared/orders';
import { invoiceOfOrder, issueCreditNote } from '../invoices';
import {
  type Actor,
  findOrderByPublicId,
  giveBackStock,
  itemsOfOrder,
  loadOrderJson,
  type OrderRow,
  queueOrderMail,
} from '../orders';
import { hasOnlinePayment, onlineChargePaise } from '../orders/online-charge';
import { moveOrder } from '../orders/transition';
import { type RefundDue, requestRefund, sendRefunds } from '../payments/refunds';
import { grantStoreCredit } from '../store-credit';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

async function lockByPublicId(tx: DbOrTx, orderId: string): Promise<OrderRow> {
  const order = await findOrderByPublicId(tx, orderId, true);
  if (!order || order.status === 'pending_payment') throw new AppError('not_found', 'Order not found.');
  return order;
}

/** PATCH /api/admins/orders/:orderId/rto: the parcel is on its way back. */
export async function markReturningToOrigin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { orderId: string; actor: Actor },
): Promise<OrderJson> {
  return deps.db.transaction(async (tx) => {
    const order = await lockByPublicId(tx, input.orderId);
    if (order.status !== 'dispatched')
      throw new AppError('conflict', COD_MESSAGES.rtoOnlyDispatched(order.orderId, order.status), {
        code: 'order_state',
      });
    const moved = await moveOrder(tx, order, {
      to: 'rto',
      actor: input.actor,
      at: deps.clock(),
      data: { paymentMethod: order.paymentMethod, pincode: order.deliveryAddress?.pincode ?? null },
    });
    await queueOrderMail(tx, moved, `Your order ${order.orderId} is coming back to us`, [
      `The courier could not deliver your order ${order.orderId} and is bringing it back to us.`,
      'If you still want it, please place a new order once it reaches us; write to us if this is a mistake.',
    ]);
    return loadOrderJson(tx, order.id);
  });
}

/** What receiving settles, for the event and the mail. */
async function settleMoney(tx: DbOrTx, order: OrderRow, actor: Actor, at: Date) {
  const refunds: RefundDue[] = [];
  const paragraphs: string[] = [];
  // A prepaid order's payment, or partial COD's token, goes back to where it came from.
  if (hasOnlinePayment(order)) {
    refunds.push(
      await requestRefund(tx, {
        orderDbId: order.id,
        paymentId: order.paymentId!,
        amountPaise: onlineChargePaise(order),
        reason: 'returned to origin',
        actor,
        at,
      }),
    );
    paragraphs.push(
      `We are refunding ${rupees(onlineChargePaise(order))} to the original payment method; it takes 5 to 7 business days.`,
    );
  }
  if (order.storeCreditPaise > 0) {
    await grantStoreCredit(tx, {
      userId: order.userId,
      amountPaise: order.storeCreditPaise,
      note: `Returned: order ${order.orderId} came back undelivered`,
      orderDbId: order.id,
      at,
    });
    paragraphs.push(`The ${rupees(order.storeCreditPaise)} of store credit it used is back in your balance.`);
  }
  if (order.paymentMethod === 'cod')
    paragraphs.push(
      order.codTokenPaise > 0
        ? 'As the rest was cash on delivery, you owe nothing.'
        : 'As it was cash on delivery, you owe nothing.',
    );
  return { refunds, paragraphs };
}

/** PATCH /api/admins/orders/:orderId/rto-received: the shop has the parcel back. */
export async function receiveReturnToOrigin(
  deps: Deps,
  input: { orderId: string; restock: boolean; actor: Actor },
): Promise<OrderJson> {
  const at = deps.clock();
  const { json, refunds } = await deps.db.transaction(async (tx) => {
    const order = await lockByPublicId(tx, input.orderId);
    if (order.status !== 'rto')
      throw new AppError('conflict', COD_MESSAGES.rtoReceiveOnlyRto(order.orderId, order.status), {
        code: 'order_state',
      });
    if (input.restock) {
      const items = await itemsOfOrder(tx, order.id);
      await giveBackStock(
        tx,
        items.map((item) => ({ productId: item.productId, size: item.size, quantity: item.quantity })),
        { actor: input.actor, reason: 'return', orderId: order.orderId },
      );
    }
    // Nothing was supplied: the whole invoice, delivery included, is cancelled.
    const invoice = await invoiceOfOrder(tx, order.id);
    const note = invoice
      ? await issueCreditNote(
          tx,
          { orderId: order.id, reason: `Order ${order.orderId} returned to origin` },
          at,
        )
      : null;
    const { refunds, paragraphs } = await settleMoney(tx, order, input.actor, at);
    const received = await moveOrder(tx, order, {
      to: 'rto_received',
      actor: input.actor,
      at,
      data: {
        restocked: input.restock,
        creditNote: note?.number ?? null,
        refund: refunds.length > 0 ? 'requested' : 'none',
        storeCreditPaise: order.storeCreditPaise,
      },
    });
    await queueOrderMail(tx, received, `Your order ${order.orderId} is back with us`, [
      `Your order ${order.orderId} has come back to us undelivered, so it is closed.`,
      ...paragraphs,
    ]);
    return { json: await loadOrderJson(tx, order.id), refunds };
  });
  await sendRefunds(deps, refunds);
  return json;
}
