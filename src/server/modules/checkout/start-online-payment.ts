/**
 * create-order: the shopper pays online. The client's amount must equal the server's; the stock
 * is reserved first (taken now, given back if the reservation runs out unpaid) in a
 * pending_payment order, and only then is the provider order made, for the server's amount, so
 * a sold-out cart never creates one (docs/decisions/006-checkout-and-payments.md).
 */

import type { DbOrTx } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { PARTIAL_COD_MESSAGES, STORE_CREDIT_MESSAGES } from '#shared/cod';
import { CURRENCY, RESERVATION_MINUTES } from '#shared/constants';
import type { DeliveryDetails } from '#shared/delivery-details';
import { CART_CHANGED_MESSAGE, type OnlineOrderResponse } from '#shared/orders';
import type { CodSettings } from '#shared/settings/cod';
import { findShopper, fullName, lockShopper, type Shopper } from '../accounts/shoppers';
import { saveAddressFromCheckout } from '../address-book';
import type { ShopperClient } from '../analytics';
import { type CodRecord, checkCodEligibility, codRecordNow } from '../cod';
import {
  type CheckedAddress,
  checkCashOnDelivery,
  checkDeliverable,
  checkDeliveryDetails,
  type ServiceabilitySettings,
  serviceabilityOf,
} from '../delivery';
import { optInToWhatsApp } from '../messaging/consents';
import { onlineChargePaise } from '../orders/online-charge';
import { shopperActor } from '../orders/order-events';
import {
  attachProviderOrderId,
  itemsOfOrder,
  lockOrder,
  type OrderRow,
  openPaymentOrders,
} from '../orders/order-queries';
import { releaseOpenReservations, releaseReservation, reservationWindowEnd } from '../orders/reservations';
import { PaymentProviderError } from '../payments/provider';
import { readSettings } from '../settings';
import { spendTowardsOrder, storeCreditBalance } from '../store-credit';
import { createOrder } from './create-order';
import { loadCart } from './load-cart';
import { checkOrderLimits } from './order-limits';
import { type PricedCart, type PricedLines, paymentTermsOf, priceCheckout, priceLines } from './price-lines';
import { codTokenPaise } from './pricing';

export const PROVIDER_UNREACHABLE_MESSAGE =
  'We could not reach the payment provider. Please try again, or choose Cash On Delivery.';
/** The reservation ended (replaced by a newer checkout, or its time ran out) before the payment started. */
export const CHECKOUT_ENDED_MESSAGE = 'This checkout has ended. Please review your order and try again.';

export interface StartOnlinePaymentInput {
  amountPaise: number;
  couponCode?: string;
  /** Optional here: the client may send them with verify-payment instead (docs/product.md section 7). */
  details?: DeliveryDetails;
  /**
   * Partial cash on delivery (docs/product.md section 22): `amountPaise` is the token paid now and
   * the order is a COD order for the rest, under every COD rule. The address is required.
   */
  partialCod?: boolean;
  /**
   * Store credit pays what it can and `amountPaise` is the rest (docs/product.md section 22). The
   * credit is spent with the reservation, like its stock, and given back if it ends unpaid.
   */
  useStoreCredit?: boolean;
  /** The shopper's browser, for the order's source (BUSINESS.md section 16). */
  client?: ShopperClient;
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config' | 'serviceability'>;

const lineKey = (l: { productId: number; size: string; quantity: number; unitPricePaise: number }) =>
  `${l.productId}/${l.size}/${l.quantity}/${l.unitPricePaise}`;

/**
 * A live reservation for exactly this cart, coupon and amount (a double click, or a reopened
 * window) is reused: it already holds the stock and the coupon use.
 */
async function reusableOrder(
  db: DbOrTx,
  userId: number,
  priced: PricedLines,
  input: StartOnlinePaymentInput,
  now: Date,
) {
  const open = await openPaymentOrders(db, userId, now);
  const wanted = priced.lines.map(lineKey).sort().join(',');
  const method = input.partialCod ? 'cod' : 'online';
  for (const order of open) {
    if (order.paymentMethod !== method || onlineChargePaise(order) !== input.amountPaise) continue;
    if (order.storeCreditPaise > 0 !== (input.useStoreCredit === true)) continue;
    if (order.couponCode !== (input.couponCode ?? null)) continue;
    const lines = (await itemsOfOrder(db, order.id)).map(lineKey);
    if (lines.sort().join(',') === wanted) return order;
  }
  return undefined;
}

function response(order: OrderRow, shopper: Shopper, keyId: string): OnlineOrderResponse {
  return {
    id: order.providerOrderId!,
    amount: onlineChargePaise(order),
    currency: CURRENCY,
    keyId,
    name: fullName(shopper),
    email: shopper.email ?? '',
  };
}

/**
 * One transaction under the shopper's lock: reuse the live reservation for this cart, or let
 * the older one go and take the stock and coupon use for a new one. A 409 here (cart changed,
 * sold out, over a limit, coupon refused) rolls everything back, the older reservation included,
 * and leaves nothing at the provider either.
 */
async function reserve(deps: Deps, userId: number, input: StartOnlinePaymentInput): Promise<OrderRow> {
  const now = deps.clock();
  const partial = input.partialCod === true;
  if (partial && !input.details)
    throw new AppError('invalid', PARTIAL_COD_MESSAGES.needsAddress, { code: 'validation' });
  const rules = input.details ? await serviceabilityOf(deps).read() : undefined;
  const codSettings = await readSettings(deps.db, 'cod');
  const terms = paymentTermsOf(codSettings);
  return deps.db.transaction(async (tx) => {
    const actor = shopperActor(userId);
    const shopper = await lockShopper(tx, userId);
    // Partial COD is cash on delivery: the shopper's COD record is counted first, under the lock.
    const codRecord = partial ? await codRecordNow(tx, userId, codSettings, now) : undefined;
    let checked: CheckedAddress | undefined;
    if (input.details && rules) {
      checked = checkDeliveryDetails(input.details, fullName(shopper));
      checkDeliverable(checked.deliveryAddress.pincode, rules);
      if (input.details.whatsappOptIn)
        await optInToWhatsApp(tx, checked.mobile, now, { accountId: userId, channel: 'checkout' });
    }
    const lines = priceLines(await loadCart(tx, userId));
    const existing = await reusableOrder(tx, userId, lines, input, now);
    if (existing) return existing;
    // Starting again never extends the hold past the end of the window already running.
    const fullTerm = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
    const windowEnd = await reservationWindowEnd(tx, userId, now);
    // The older reservation gives back its stock and coupon use before this one is priced.
    await releaseOpenReservations(tx, userId, actor, now);
    const as = partial ? 'cod' : 'online';
    const priced = await priceCheckout(tx, lines, {
      userId,
      couponCode: input.couponCode,
      paymentMethod: as,
      now,
      payment: { as, terms },
    });
    checkOrderLimits(priced, deps.config.maxUnitsPerSize);
    const tokenPaise = partial ? partialCodToken(priced, codSettings, codRecord!, checked!, rules!) : 0;
    // Read after the older reservation gave back any credit it held.
    const creditPaise = input.useStoreCredit ? await creditTowards(tx, userId, priced.totalPaise) : 0;
    if ((partial ? tokenPaise : priced.totalPaise - creditPaise) !== input.amountPaise)
      throw new AppError('conflict', CART_CHANGED_MESSAGE, { code: 'cart_changed' });
    const toSave =
      input.details?.kind === 'structured' && input.details.saveAddress
        ? checked?.deliveryAddress
        : undefined;
    return createOrder(
      tx,
      {
        userId,
        priced,
        paymentMethod: as,
        codTokenPaise: tokenPaise,
        storeCreditPaise: creditPaise,
        status: 'pending_payment',
        mobile: checked?.mobile ?? '',
        address: checked?.address ?? '',
        deliveryAddress: checked?.deliveryAddress,
        actor,
        now,
        reservedUntil: windowEnd && windowEnd < fullTerm ? windowEnd : fullTerm,
        client: input.client,
      },
      async (created) => {
        if (toSave) await saveAddressFromCheckout(tx, userId, toSave, now);
        if (creditPaise > 0) await spendTowardsOrder(tx, created, creditPaise, now);
      },
    );
  });
}

/**
 * What store credit pays of an order paid online: the whole balance, which must be less than the
 * total (a payment window cannot take nothing). Credit that covers the order pays it alone
 * (place-store-credit-order), so that is refused here in words.
 */
async function creditTowards(tx: DbOrTx, userId: number, totalPaise: number): Promise<number> {
  const balance = await storeCreditBalance(tx, userId);
  if (balance === 0)
    throw new AppError('conflict', STORE_CREDIT_MESSAGES.none, { code: 'store_credit_short' });
  if (balance >= totalPaise)
    throw new AppError('conflict', STORE_CREDIT_MESSAGES.coversOnline, { code: 'store_credit_covers' });
  return balance;
}

/**
 * Partial COD's token for this price, once the cash left to pay passes every COD rule (the
 * pincode, the ceiling, the shopper's record): refused in words when the shop does not offer it.
 */
function partialCodToken(
  priced: PricedCart,
  settings: CodSettings,
  record: CodRecord,
  checked: CheckedAddress,
  rules: ServiceabilitySettings,
): number {
  const token = codTokenPaise(
    { kind: settings.partialCod, fixedPaise: settings.partialCodTokenPaise },
    priced,
  );
  if (token === null)
    throw new AppError('conflict', PARTIAL_COD_MESSAGES.unavailable, { code: 'partial_cod_unavailable' });
  const cashPaise = priced.totalPaise - token;
  checkCashOnDelivery(checked.deliveryAddress.pincode, cashPaise, rules);
  checkCodEligibility(record, cashPaise, settings);
  return token;
}

/**
 * Writes the provider order id on the reservation. A double click may have made a provider order
 * for the same reservation meanwhile: the first one written wins, the other is never paid.
 */
async function attachProviderOrder(deps: Deps, order: OrderRow, providerOrderId: string): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const attached = await attachProviderOrderId(tx, order.id, providerOrderId, deps.clock());
    if (attached) return attached;
    const current = (await lockOrder(tx, order.id))!;
    if (current.status === 'pending_payment' && current.providerOrderId) return current;
    throw new AppError('conflict', CHECKOUT_ENDED_MESSAGE, { code: 'order_state' });
  });
}

/** The provider could not be reached: the reservation goes at once, rather than in 15 minutes. */
async function releaseUnstarted(deps: Deps, order: OrderRow, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = (await lockOrder(tx, order.id))!;
    if (current.status !== 'pending_payment' || current.providerOrderId) return;
    await releaseReservation(tx, current, {
      to: 'failed',
      actor: shopperActor(userId),
      at: deps.clock(),
      reason: 'the payment provider could not be reached',
    });
  });
}

export async function startOnlinePayment(
  deps: Deps,
  userId: number,
  input: StartOnlinePaymentInput,
): Promise<OnlineOrderResponse> {
  const shopper = await findShopper(deps.db, userId);
  const order = await reserve(deps, userId, input);
  if (order.providerOrderId) return response(order, shopper, deps.payments.keyId);

  // The provider call happens outside any transaction: no lock or connection waits on the network.
  let providerOrderId: string;
  try {
    providerOrderId = await deps.payments.createOrder(onlineChargePaise(order), order.orderId);
  } catch (err) {
    await releaseUnstarted(deps, order, userId);
    if (err instanceof PaymentProviderError)
      throw new AppError('conflict', PROVIDER_UNREACHABLE_MESSAGE, { code: 'payment_unavailable' });
    throw err;
  }
  return response(await attachProviderOrder(deps, order, providerOrderId), shopper, deps.payments.keyId);
}
