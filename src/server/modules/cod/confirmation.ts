/**
 * The one-tap confirmation of a cash-on-delivery order (docs/product.md section 22): a random
 * token per order, mailed as a link; only its hash is stored. The link needs no login, opens
 * that one order only, and expires with it: once the order is dispatched, cancelled or paid
 * online, the page says so and the confirm button is gone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { codConfirmations } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { COD_MESSAGES, type CodConfirmationJson } from '#shared/cod';
import { formatRupees, paiseToRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { sendOrderMessage } from '../messaging/order-messages';
import {
  findOrderById,
  findShopperOrder,
  itemsOfOrder,
  lockOrder,
  type OrderRow,
  queueOrderMail,
} from '../orders';
import { markCodConfirmed, prepaidOfferDuePaise } from '../orders/cod-orders';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Cash still to be paid on delivery: the amount less any store credit and partial COD's token. */
export const cashDuePaise = (order: Pick<OrderRow, 'amountPaise' | 'storeCreditPaise' | 'codTokenPaise'>) =>
  order.amountPaise - order.storeCreditPaise - order.codTokenPaise;

/**
 * What "Pay online now" charges: the cash due less the COD fee, which a prepaid order does not owe,
 * and less the prepaid discount checkout offered (docs/decisions/033).
 */
export const payOnlineNowPaise = (
  order: Pick<
    OrderRow,
    'amountPaise' | 'storeCreditPaise' | 'codTokenPaise' | 'codFeePaise' | 'prepaidOfferPaise'
  >,
) => cashDuePaise(order) - order.codFeePaise - prepaidOfferDuePaise(order);

/** The link works while the order still waits for its cash: Processed and paid on delivery. */
export const linkOpen = (order: Pick<OrderRow, 'status' | 'paymentMethod'>) =>
  order.status === 'captured' && order.paymentMethod === 'cod';

/** Makes the order's token and mails the link, in the checkout's transaction. */
export async function queueCodConfirmation(
  tx: DbOrTx,
  order: OrderRow,
  context: { now: Date; publicUrl: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(codConfirmations)
    .values({ orderId: order.id, tokenHash: hashOf(token), createdAt: context.now });
  const url = `${context.publicUrl}${paths.codConfirm(token)}`;
  const cash = formatRupees(paiseToRupees(cashDuePaise(order)));
  // The same link on WhatsApp (SMS when WhatsApp fails) to a number that opted in at checkout.
  await sendOrderMessage(tx, 'cod_confirmation', order, { amount: cash, confirmUrl: url });
  await queueOrderMail(tx, order, `Please confirm your order ${order.orderId}`, [
    `You chose to pay ${cash} in cash on delivery for order ${order.orderId}. Please confirm it with one tap, so we can send it.`,
    { text: 'Confirm the order, or pay online now instead:', link: { label: 'Confirm my order', url } },
  ]);
  return token;
}

/** The order a token opens, or 404 with the same words for any unknown token. */
export async function orderOfToken(db: DbOrTx, token: string, lock = false): Promise<OrderRow> {
  const [row] = await db
    .select({ orderId: codConfirmations.orderId })
    .from(codConfirmations)
    .where(eq(codConfirmations.tokenHash, hashOf(token)));
  const order = row && (lock ? await lockOrder(db, row.orderId) : await findOrderById(db, row.orderId));
  if (!order) throw new AppError('not_found', COD_MESSAGES.linkUnknown);
  return order;
}

export async function confirmationJson(db: DbOrTx, order: OrderRow): Promise<CodConfirmationJson> {
  const items = await itemsOfOrder(db, order.id);
  return {
    orderId: order.orderId,
    amount: paiseToRupees(order.amountPaise),
    cashDue: paiseToRupees(cashDuePaise(order)),
    payOnlineNow: paiseToRupees(payOnlineNowPaise(order)),
    codFee: paiseToRupees(order.codFeePaise),
    prepaidDiscount: paiseToRupees(prepaidOfferDuePaise(order)),
    items: items.map((item) => ({ name: item.name, size: item.size, quantity: item.quantity })),
    confirmedAt: order.codConfirmedAt?.toISOString() ?? null,
    open: linkOpen(order),
  };
}

/** GET /api/cod/:token */
export async function readConfirmation(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<CodConfirmationJson> {
  return confirmationJson(deps.db, await orderOfToken(deps.db, token));
}

/** POST /api/cod/:token/confirm: once per order; an expired link answers 409 `link_expired`. */
export async function confirmCodOrder(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<CodConfirmationJson> {
  return deps.db.transaction(async (tx) => {
    const order = await orderOfToken(tx, token, true);
    if (!linkOpen(order)) throw new AppError('conflict', COD_MESSAGES.linkExpired, { code: 'link_expired' });
    const confirmed = await markCodConfirmed(tx, order, `shopper:${order.userId}`, deps.clock());
    return confirmationJson(tx, confirmed);
  });
}

/**
 * POST /api/users/orders/:orderId/confirm-cod: the signed-in shopper confirms their own COD order
 * from the success page or the order page, for a shopper whose message has not reached them
 * (issue 40: no link, no confirmation). The same rule as the link: Processed and cash on delivery.
 */
export async function confirmOwnCodOrder(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: number; orderId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await findShopperOrder(tx, input.userId, input.orderId, true);
    if (!linkOpen(order))
      throw new AppError('conflict', COD_MESSAGES.nothingToConfirm, { code: 'order_state' });
    await markCodConfirmed(tx, order, `shopper:${order.userId}`, deps.clock());
  });
}
