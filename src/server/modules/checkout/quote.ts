/**
 * The checkout's totals as the server works them out (POST /api/cart/quote): the web shows
 * exactly these figures and sends their grand total to create-order. A coupon that does not
 * apply is refused with its reason, the same one place-cod-order or create-order would give.
 */
import type { AppDeps } from '#server/deps';
import type { CheckoutQuote } from '#shared/coupons';
import { codRefusal } from '../cod';
import { couponSummary } from '../coupons';
import { pendingPaymentOrderIds } from '../orders/order-queries';
import { readSettings } from '../settings';
import { storeCreditBalance } from '../store-credit';
import { loadCart } from './load-cart';
import { priceCheckout, priceLines } from './price-lines';

export async function quoteCheckout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  couponCode: string | undefined,
): Promise<CheckoutQuote> {
  const { db } = deps;
  const lines = priceLines(await loadCart(db, userId));
  const priced = await priceCheckout(db, lines, {
    userId,
    couponCode,
    ownReservations: await pendingPaymentOrderIds(db, userId),
    now: deps.clock(),
  });
  const { freeDeliveryAbovePaise } = await readSettings(db, 'delivery');
  const storeCreditPaise = await storeCreditBalance(db, userId);
  // The same question place-cod-order asks, for the cash the shopper would pay without credit.
  const reason = await codRefusal(db, {
    userId,
    cashPaise: priced.totalPaise,
    settings: await readSettings(db, 'cod'),
    now: deps.clock(),
  });
  return {
    subtotalPaise: priced.subtotalPaise,
    discountPaise: priced.discountPaise,
    deliveryChargePaise: priced.deliveryChargePaise,
    totalPaise: priced.totalPaise,
    freeDeliveryAbovePaise,
    coupon: priced.coupon ? couponSummary(priced.coupon) : null,
    storeCreditPaise,
    cod: { available: reason === null, reason },
  };
}
