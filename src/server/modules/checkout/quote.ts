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
import { paymentTermsOf, priceCheckout, priceLines } from './price-lines';
import { codTokenPaise, priceOrder } from './pricing';

export async function quoteCheckout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  couponCode: string | undefined,
): Promise<CheckoutQuote> {
  const { db } = deps;
  const lines = priceLines(await loadCart(db, userId));
  const codSettings = await readSettings(db, 'cod');
  const terms = paymentTermsOf(codSettings);
  // Read once: the base price and the two ways of paying below all use it.
  const delivery = await readSettings(db, 'delivery');
  const priced = await priceCheckout(db, lines, {
    userId,
    couponCode,
    ownReservations: await pendingPaymentOrderIds(db, userId),
    now: deps.clock(),
    delivery,
  });
  // The other two ways of paying differ from the base only by the fee or the prepaid discount.
  const price = (as: 'cod' | 'online') =>
    priceOrder({
      subtotalPaise: priced.subtotalPaise,
      coupon: priced.coupon,
      delivery,
      payment: { as, terms },
    });
  const online = price('online');
  const cash = price('cod');
  const storeCreditPaise = await storeCreditBalance(db, userId);
  // The same question place-cod-order asks, for the cash the shopper would pay without credit.
  const reason = await codRefusal(db, {
    userId,
    cashPaise: cash.totalPaise,
    settings: codSettings,
    now: deps.clock(),
  });
  return {
    subtotalPaise: priced.subtotalPaise,
    discountPaise: priced.discountPaise,
    deliveryChargePaise: priced.deliveryChargePaise,
    totalPaise: priced.totalPaise,
    freeDeliveryAbovePaise: delivery.freeDeliveryAbovePaise,
    coupon: priced.coupon ? couponSummary(priced.coupon) : null,
    storeCreditPaise,
    online: { prepaidDiscountPaise: online.prepaidDiscountPaise, totalPaise: online.totalPaise },
    cod: {
      available: reason === null,
      reason,
      feePaise: cash.codFeePaise,
      totalPaise: cash.totalPaise,
      tokenPaise: codTokenPaise(
        { kind: codSettings.partialCod, fixedPaise: codSettings.partialCodTokenPaise },
        cash,
      ),
    },
  };
}
