/** The mail a shopper gets when an order is placed, dispatched, cancelled or refunded. */

import type { DbOrTx } from '#server/db/client';
import { escapeHtml } from '#server/plugins/web';
import { colourAndSize } from '#shared/colours';
import { formatRupees, paiseToRupees } from '#shared/money';
import { findShopper, type Shopper } from '../accounts/shoppers';
import { queueMail } from '../mail/outbox';
import { sendOrderMessage } from '../messaging/order-messages';
import type { MissingHolding } from './give-back';
import { hasOnlinePayment, onlineChargePaise } from './online-charge';
import { itemsOfOrder, type OrderRow } from './order-queries';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * What the caller already holds (checkout has the shopper row it locked and the lines it just
 * inserted): passed in, they are not read again (docs/decisions/018-checkout-at-the-database-pace.md).
 */
export interface KnownForMail {
  shopper: Pick<Shopper, 'email' | 'firstName' | 'userName'>;
  items: { name: string; size: string; colour?: string | null; quantity: number; unitPricePaise: number }[];
}

/**
 * Lines listed instead of the order's lines and total, for a mail about part of an order: a
 * return's approval lists the pieces being sent back, not everything bought (issue 40, point 13).
 */
export interface MailListing {
  lines: string[];
}

export type MailParagraph = string | { text: string; link: { label: string; url: string } };

const paragraphText = (p: MailParagraph) =>
  typeof p === 'string' ? p : `${p.text} ${p.link.label}: ${p.link.url}`;
const paragraphHtml = (p: MailParagraph) =>
  typeof p === 'string'
    ? `<p>${escapeHtml(p)}</p>`
    : `<p>${escapeHtml(p.text)} <a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a></p>`;

/**
 * A mail about one order: greeting, the paragraphs, the order's lines and total, in plain text
 * and HTML. A paragraph may carry a link (the courier's tracking page), shown as its address in
 * the text part and as a link in the HTML part.
 */
export async function queueOrderMail(
  db: DbOrTx,
  order: OrderRow,
  subject: string,
  paragraphs: MailParagraph[],
  known?: KnownForMail,
  listing?: MailListing,
) {
  const shopper = known?.shopper ?? (await findShopper(db, order.userId));
  const items = listing ? [] : (known?.items ?? (await itemsOfOrder(db, order.id)));
  const lines =
    listing?.lines ??
    items.map(
      (item) =>
        `${item.name} (${sizeWords(item.colour, item.size)}) x ${item.quantity}: ${rupees(item.unitPricePaise * item.quantity)}`,
    );
  const greeting = `Hello ${shopper.firstName || shopper.userName},`;
  const total = `Total: ${rupees(order.amountPaise)} (delivery ${rupees(order.deliveryChargePaise)} included)`;
  // The coupon, the prepaid discount and the COD fee sit between the items and the total, so the
  // sum reads top to bottom.
  const coupon = listing
    ? []
    : [
        ...(order.couponCode ? [`Coupon ${order.couponCode}: -${rupees(order.discountPaise)}`] : []),
        ...(order.prepaidDiscountPaise > 0 ? [`Paid online: -${rupees(order.prepaidDiscountPaise)}`] : []),
        ...(order.codFeePaise > 0 ? [`Cash on delivery fee: ${rupees(order.codFeePaise)}`] : []),
      ];
  const text = [
    greeting,
    '',
    ...paragraphs.map(paragraphText),
    '',
    ...lines,
    ...coupon,
    ...(listing ? [] : [total]),
    '',
    'Thank you for shopping with Oversized.',
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map(paragraphHtml),
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...coupon.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(listing ? [] : [`<p><strong>${escapeHtml(total)}</strong></p>`]),
    '<p>Thank you for shopping with Oversized.</p>',
  ];
  // A shopper who signed up with a mobile number only has no inbox; WhatsApp or SMS reach them.
  if (!shopper.email) return;
  await queueMail(
    db,
    { to: shopper.email, subject, text: text.join('\n'), html: html.join('\n') },
    { orderId: order.id },
  );
}

export async function queueOrderConfirmation(db: DbOrTx, order: OrderRow, known?: KnownForMail) {
  await sendOrderMessage(db, 'placed', order, { amount: rupees(order.amountPaise) });
  const credit =
    order.storeCreditPaise > 0 ? `${rupees(order.storeCreditPaise)} is paid from your store credit. ` : '';
  const token = order.codTokenPaise > 0 ? `${rupees(order.codTokenPaise)} is paid online. ` : '';
  const how =
    order.paymentMethod === 'cod'
      ? `${credit}${token}Please keep ${rupees(order.amountPaise - order.storeCreditPaise - order.codTokenPaise)} ready: you pay on delivery.`
      : order.paymentMethod === 'store_credit'
        ? 'It is paid in full from your store credit.'
        : order.storeCreditPaise > 0
          ? `${credit}We have received your payment of ${rupees(onlineChargePaise(order))}.`
          : 'We have received your payment.';
  return queueOrderMail(
    db,
    order,
    `Your order ${order.orderId} is confirmed`,
    [
      `Thank you! Your order ${order.orderId} is confirmed. ${how}`,
      `It will be delivered to: ${order.address} (mobile ${order.mobile}).`,
    ],
    known,
  );
}

/**
 * The dispatch mail: the courier's tracking page where it has one, and the tax invoice by way of
 * the order's page, which asks a signed-out shopper to log in first (the PDF itself is only for
 * the signed-in owner).
 */
export async function queueDispatchMail(
  db: DbOrTx,
  order: OrderRow,
  dispatch: { trackingId: string; courier?: string; trackingUrl?: string | null; orderPageUrl: string },
) {
  await sendOrderMessage(db, 'dispatched', order, {
    courier: dispatch.courier || 'our courier',
    trackingUrl: dispatch.trackingUrl || dispatch.orderPageUrl,
  });
  const sent = dispatch.courier ? ` with ${dispatch.courier}` : '';
  const first = `Your order ${order.orderId} has been dispatched${sent}. Its tracking ID is ${dispatch.trackingId}.`;
  return queueOrderMail(db, order, `Your order ${order.orderId} is on its way`, [
    dispatch.trackingUrl
      ? { text: first, link: { label: 'Track your parcel', url: dispatch.trackingUrl } }
      : first,
    {
      text: 'Your tax invoice for this order is ready on its page.',
      link: { label: 'Your order and tax invoice', url: dispatch.orderPageUrl },
    },
  ]);
}

export async function queueDeliveredMail(db: DbOrTx, order: OrderRow, returnWindowDays: number) {
  await sendOrderMessage(db, 'delivered', order, {});
  const returns =
    returnWindowDays > 0
      ? `If something does not fit, you can ask for a return or another size from your order page within ${returnWindowDays} calendar ${returnWindowDays === 1 ? 'day' : 'days'} of delivery.`
      : 'We hope you love it.';
  return queueOrderMail(db, order, `Your order ${order.orderId} has been delivered`, [
    `Your order ${order.orderId} has been delivered.`,
    returns,
  ]);
}

/** `why`: the shop's reason, when the shop cancelled it (an unconfirmed cash-on-delivery order). */
export async function queueCancellationMail(
  db: DbOrTx,
  order: OrderRow,
  why?: string,
  /** Where a paid partial-COD token went (docs/product.md section 22). */
  tokenTo: 'original' | 'store_credit' = 'original',
) {
  if (order.paymentMethod === 'online') {
    await sendOrderMessage(db, 'refund', order, { amount: rupees(order.amountPaise) });
  }
  const paidToken = order.paymentMethod === 'cod' && hasOnlinePayment(order);
  const refund =
    order.paymentMethod === 'online'
      ? ' Your payment will be refunded to the original payment method in 5 to 7 business days.'
      : !paidToken
        ? ''
        : tokenTo === 'store_credit'
          ? ` The ${rupees(order.codTokenPaise)} you paid online is now in your store credit.`
          : ` The ${rupees(order.codTokenPaise)} you paid online will be refunded to the original payment method in 5 to 7 business days.`;
  const credit =
    order.storeCreditPaise > 0
      ? ` The ${rupees(order.storeCreditPaise)} of store credit it used is back in your balance.`
      : '';
  return queueOrderMail(db, order, `Your order ${order.orderId} has been cancelled`, [
    `Your order ${order.orderId} has been cancelled.${why ? ` ${why}` : ''}${refund}${credit}`,
  ]);
}

/**
 * A payment that arrived after its reservation ran out, when the order could not hold again what
 * it gave back: its stock sold meanwhile, or its coupon allows no more uses for it; or partial
 * COD's token, when the COD rules refuse the order it would make a COD order (BUSINESS.md
 * section 7): `refusal` is the rule's own words.
 */
export async function queueLatePaymentRefundMail(
  db: DbOrTx,
  order: OrderRow,
  why: { cause: MissingHolding | 'cod'; refusal?: string },
) {
  const missing = why.cause;
  const paidOnline = onlineChargePaise(order);
  await sendOrderMessage(db, 'refund', order, { amount: rupees(paidOnline) });
  const reason =
    missing === 'cod'
      ? `We could not take order ${order.orderId} in cash on delivery when your payment of ${rupees(paidOnline)} reached us: ${why.refusal} So the order will not be sent.`
      : missing === 'coupon'
        ? `Your payment for order ${order.orderId} reached us after the 15 minutes we hold an order for, and by then coupon ${order.couponCode} could no longer be used for it: its limit had been reached (by other orders, or by another order of yours), so the order will not be sent.`
        : missing === 'store_credit'
          ? `Your payment for order ${order.orderId} reached us after the 15 minutes we hold an order for, and by then the ${rupees(order.storeCreditPaise)} of store credit it used had gone to another order of yours, so the order will not be sent.`
          : `Your payment for order ${order.orderId} reached us after the 15 minutes we hold items for, and some of them sold out in the meantime.`;
  // Credit the order used went back to the balance when the hold ended (orders/give-back.ts).
  const credit =
    order.storeCreditPaise > 0 && missing !== 'store_credit'
      ? [`The ${rupees(order.storeCreditPaise)} of store credit it used is back in your balance.`]
      : [];
  return queueOrderMail(db, order, `Your payment for ${order.orderId} will be refunded`, [
    reason,
    `We are refunding the full amount you paid, ${rupees(paidOnline)}, to the original payment method; it takes 5 to 7 business days.`,
    ...credit,
  ]);
}

/** "size L", or "Olive / L" for a colour (docs/product.md, "Colours and styles"). */
function sizeWords(colour: string | null | undefined, size: string): string {
  return colour ? colourAndSize(colour, size) : `size ${size}`;
}
