/** The mail each step of a return sends the shopper (docs/product.md, "After the order"). */
import type { DbOrTx } from '#server/db/client';
import { RETURN_REASON_LABELS } from '#shared/after-order';
import { formatRupees, paiseToRupees } from '#shared/money';
import { type OrderRow, queueOrderMail } from '../orders';
import type { GrantedCredit } from '../store-credit';
import type { ReturnRow } from './return-rows';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function queueReturnRequestedMail(db: DbOrTx, order: OrderRow, row: ReturnRow, units: string) {
  const wants = row.resolution === 'exchange' ? 'another size' : 'a refund';
  return queueOrderMail(db, order, `We have your return request ${row.returnId}`, [
    `We have your request ${row.returnId} to return ${units} from order ${order.orderId} for ${wants} (${RETURN_REASON_LABELS[row.reason].toLowerCase()}).`,
    'We will look at it within a working day and write to you again.',
  ]);
}

/** One piece of a return as its mail lists it: what goes back, and the size wanted instead. */
export interface ReturnedPiece {
  name: string;
  size: string;
  quantity: number;
  exchangeSize: string | null;
}

const pieceLine = (piece: ReturnedPiece) =>
  `${piece.name} (size ${piece.size}) x ${piece.quantity}${piece.exchangeSize ? `, for size ${piece.exchangeSize}` : ''}`;

/** Lists the pieces to pack, not the whole order (issue 40, point 13). */
export function queueReturnApprovedMail(
  db: DbOrTx,
  order: OrderRow,
  row: ReturnRow,
  pieces: ReturnedPiece[],
  exchangeOrderId?: string,
) {
  return queueOrderMail(
    db,
    order,
    `Your return ${row.returnId} is approved`,
    [
      `Your return ${row.returnId} for order ${order.orderId} is approved. Please pack these items with their tags; our courier will collect them.`,
      exchangeOrderId
        ? `Your new size is set aside as order ${exchangeOrderId} at no charge, and ships once your parcel is on its way back.`
        : 'Your refund follows once we receive the parcel.',
    ],
    undefined,
    { lines: pieces.map(pieceLine) },
  );
}

export function queueReturnRejectedMail(db: DbOrTx, order: OrderRow, row: ReturnRow, reason: string) {
  return queueOrderMail(db, order, `Your return ${row.returnId} could not be accepted`, [
    `We are sorry: we cannot accept return ${row.returnId} for order ${order.orderId}.`,
    `Reason: ${reason}`,
  ]);
}

export function queueReturnReceivedMail(db: DbOrTx, order: OrderRow, row: ReturnRow) {
  return queueOrderMail(db, order, `We received your return ${row.returnId}`, [
    `Your parcel for return ${row.returnId} (order ${order.orderId}) has reached us.`,
    row.resolution === 'exchange'
      ? 'Your exchange is complete; enjoy the new size.'
      : 'Your refund follows shortly; we will write when it is on its way.',
  ]);
}

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

interface RefundMade {
  amountPaise: number;
  reference?: string;
  credit?: GrantedCredit;
  /** Of an order paid online: the part refunded to its payment (the rest went to store credit). */
  toPaymentPaise?: number;
}

const balanceLine = (credit: GrantedCredit) =>
  `Your store credit balance is ${rupees(credit.balancePaise)}. You can see it under Store credit in your account.`;

/** How the refund reached the shopper: the original payment, store credit (or both), or a transfer. */
function refundHow(order: OrderRow, refund: RefundMade): string[] {
  const toPayment = 'It goes back to the original payment method and takes 5 to 7 business days to show.';
  if (order.paymentMethod === 'online') {
    if (!refund.credit) return [toPayment];
    // Part of the order was paid from store credit: what the payment did not cover went back there.
    const paid = refund.toPaymentPaise ?? 0;
    return [
      paid > 0
        ? `${rupees(paid)} goes back to the original payment method and takes 5 to 7 business days to show; ${rupees(refund.amountPaise - paid)} is in your store credit now.`
        : "It is in your store credit now, as the order's online payment has been refunded in full.",
      `It is ready to use on your next order, and expires on ${day.format(refund.credit.expiresAt)} if unused.`,
      balanceLine(refund.credit),
    ];
  }
  if (refund.credit)
    return [
      `It is in your store credit now, ready to use on your next order, and expires on ${day.format(refund.credit.expiresAt)} if unused.`,
      balanceLine(refund.credit),
    ];
  return [`We have sent it by bank or UPI transfer (reference ${refund.reference}).`];
}

export function queueReturnRefundMail(db: DbOrTx, order: OrderRow, row: ReturnRow, refund: RefundMade) {
  const to = refund.credit && order.paymentMethod !== 'online' ? ' to your store credit' : '';
  return queueOrderMail(db, order, `Your refund for return ${row.returnId}`, [
    `We have refunded ${rupees(refund.amountPaise)}${to} for return ${row.returnId} (order ${order.orderId}).`,
    ...refundHow(order, refund),
  ]);
}
