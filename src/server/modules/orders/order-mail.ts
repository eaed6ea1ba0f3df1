/** The mail a shopper gets when an order is placed, dispatched, cancelled or refunded. */

import type { DbOrTx } from '#server/db/client';
import { escapeHtml } from '#server/plugins/web';
import { formatRupees, paiseToRupees } from '#shared/money';
import { findShopper } from '../accounts/shoppers';
import { queueMail } from '../mail/outbox';
import { itemsOfOrder, type OrderRow } from './order-queries';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

async function send(db: DbOrTx, order: OrderRow, subject: string, paragraphs: string[]) {
  const shopper = await findShopper(db, order.userId);
  const items = await itemsOfOrder(db, order.id);
  const lines = items.map(
    (item) =>
      `${item.name} (size ${item.size}) x ${item.quantity}: ${rupees(item.unitPricePaise * item.quantity)}`,
  );
  const greeting = `Hello ${shopper.firstName || shopper.userName},`;
  const total = `Total: ${rupees(order.amountPaise)} (delivery ${rupees(order.deliveryChargePaise)} included)`;
  // The coupon line sits between the items and the total, so the sum reads top to bottom.
  const coupon = order.couponCode ? [`Coupon ${order.couponCode}: -${rupees(order.discountPaise)}`] : [];
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    ...lines,
    ...coupon,
    total,
    '',
    'Thank you for shopping with Oversized.',
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...coupon.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    '<p>Thank you for shopping with Oversized.</p>',
  ];
  await queueMail(db, { to: shopper.email, subject, text: text.join('\n'), html: html.join('\n') });
}

export function queueOrderConfirmation(db: DbOrTx, order: OrderRow) {
  const how =
    order.paymentMethod === 'cod'
      ? 'Please keep the amount ready: you pay on delivery.'
      : 'We have received your payment.';
  return send(db, order, `Your order ${order.orderId} is confirmed`, [
    `Thank you! Your order ${order.orderId} is confirmed. ${how}`,
    `It will be delivered to: ${order.address} (mobile ${order.mobile}).`,
  ]);
}

export function queueDispatchMail(db: DbOrTx, order: OrderRow, trackingId: string) {
  return send(db, order, `Your order ${order.orderId} is on its way`, [
    `Your order ${order.orderId} has been dispatched. Its tracking ID is ${trackingId}.`,
  ]);
}

export function queueCancellationMail(db: DbOrTx, order: OrderRow) {
  const refund =
    order.paymentMethod === 'online'
      ? ' Your payment will be refunded to the original payment method in 5 to 7 business days.'
      : '';
  return send(db, order, `Your order ${order.orderId} has been cancelled`, [
    `Your order ${order.orderId} has been cancelled.${refund}`,
  ]);
}

/** A payment that arrived after its reservation ran out, when the stock was gone by then. */
export function queueLatePaymentRefundMail(db: DbOrTx, order: OrderRow) {
  return send(db, order, `Your payment for ${order.orderId} will be refunded`, [
    `Your payment for order ${order.orderId} reached us after the 15 minutes we hold items for, and some of them sold out in the meantime.`,
    'We are refunding the full amount to the original payment method; it takes 5 to 7 business days.',
  ]);
}
