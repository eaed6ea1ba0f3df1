/**
 * The checkout's totals as the server works them out (POST /api/cart/quote): the web shows
 * exactly these figures and sends their grand total to create-order. A coupon that does not
 * apply is refused with its reason, the same one place-cod-order or create-order would give.
 */
import type { AppDeps } from '#server/deps';
import { codStandingRefusal } from '#shared/cod';
import type { CheckoutQuote } from '#shared/coupons';
import { codStanding } from '../cod';
import { couponSummary } from '../coupons';
import { pendingPaymentOrderIds } from '../orders/order-queries';
import { readSettings } from '../settings';
import { storeCreditBalance } from '../store-credit';
import { loadCart } from './load-cart';
import { priceOffers } from './offer-pricing';
import { paymentTermsOf, priceCheckout, priceLines } from './price-lines';
import { codTokenPaise, priceOrder } from './pricing';

export async function quoteCheckout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  couponCode: string | undefined,
): Promise<CheckoutQuote> {
  const { db } = deps;
  const cart = await loadCart(db, userId);
  const lines = priceLines(cart);
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
  // Cash on delivery leaves out the offers for online payment only (docs/decisions/040-offers.md).
  const offersFor = (as: 'cod' | 'online') =>
    as === 'cod' && priced.offers.inputs.offers.some((offer) => offer.onlineOnly)
      ? priceOffers(lines.lines, priced.offers.inputs.offers, priced.coupon, {
          now: deps.clock(),
          paymentMethod: as,
        })
      : priced.offers;
  const price = (as: 'cod' | 'online') => {
    const offers = offersFor(as);
    return priceOrder({
      subtotalPaise: priced.subtotalPaise,
      offerDiscountPaise: offers.offers.savingPaise,
      coupon: offers.setAside === 'coupon' ? null : priced.coupon,
      delivery,
      payment: { as, terms },
    });
  };
  const online = price('online');
  const cash = price('cod');
  const storeCreditPaise = await storeCreditBalance(db, userId);
  // The shopper's own record, as place-cod-order reads it. The checkout judges each way of paying
  // on the cash the courier would collect with it (less credit, or less partial COD's token);
  // `reason` is the answer for the whole cash total, nothing paid before.
  const standing = await codStanding(db, { userId, settings: codSettings, now: deps.clock() });
  const reason = codStandingRefusal(standing, cash.totalPaise);
  return {
    subtotalPaise: priced.subtotalPaise,
    offers: {
      savingPaise: priced.offerDiscountPaise,
      lines: priced.offers.offers.lines.map((line, i) => ({
        lineId: String(cart[i]!.lineId),
        savingPaise: line.savingPaise,
      })),
      applied: priced.offers.offers.applied,
      nudges: priced.offers.offers.nudges,
      message: priced.offers.message,
    },
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
      standing,
      feePaise: cash.codFeePaise,
      totalPaise: cash.totalPaise,
      tokenPaise: codTokenPaise(
        { kind: codSettings.partialCod, fixedPaise: codSettings.partialCodTokenPaise },
        cash,
      ),
    },
  };
}
