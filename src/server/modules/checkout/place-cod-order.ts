/**
 * Cash on delivery in ONE transaction: lock the shopper (a double click waits, then finds an
 * empty cart), check the address and the delivery rules, load and price the cart (with the
 * coupon, if one applies), check the cash-on-delivery rules against that price (the shop's
 * ceiling and pincodes, then the shopper's own record, counted under the lock), create the
 * captured order, queue the confirmation mail, empty the cart, and last take the stock and the
 * coupon use, so the rows every buyer waits on stay locked only until the commit right after
 * (docs/decisions/018-checkout-at-the-database-pace.md). Any refusal, short line, or a coupon
 * that no longer applies, rolls all of it back.
 *
 * Store credit pays what it can (docs/product.md section 22): part of the order, leaving the
 * rest in cash, or all of it, when the order is paid in store credit and no cash rule (and no COD
 * fee) applies.
 */

import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { STORE_CREDIT_MESSAGES } from '#shared/cod';
import type { DeliveryDetails } from '#shared/delivery-details';
import type { PaymentMethod } from '#shared/orders';
import { fullName, lockShopper } from '../accounts/shoppers';
import { saveAddressFromCheckout } from '../address-book';
import type { ShopperClient } from '../analytics';
import { clearCart } from '../cart/remove-items';
import { checkCodEligibility, codRecordNow, queueCodConfirmation } from '../cod';
import { checkCashOnDelivery, checkDeliverable, checkDeliveryDetails, deliveryTerms } from '../delivery';
import { optInToWhatsApp } from '../messaging/consents';
import { shopperActor } from '../orders/order-events';
import { queueOrderConfirmation } from '../orders/order-mail';
import { releaseOpenReservations } from '../orders/reservations';
import { readSettings } from '../settings';
import { spendTowardsOrder, storeCreditBalance } from '../store-credit';
import { createOrder, knownForMail } from './create-order';
import { loadCart } from './load-cart';
import { checkOrderLimits } from './order-limits';
import { type PricedCart, paymentTermsOf, priceCheckout, priceLines } from './price-lines';
import { prepaidDiscountPaise } from './pricing';

/** The cash price less its COD fee: the price of an order store credit pays in full. */
const noCodFee = (priced: PricedCart): PricedCart => ({
  ...priced,
  codFeePaise: 0,
  totalPaise: priced.totalPaise - priced.codFeePaise,
});

export interface PayOnDelivery {
  details: DeliveryDetails;
  couponCode?: string;
  /** Pay what the balance covers from store credit. */
  useStoreCredit?: boolean;
  /** The whole order from store credit: refused (409) when the balance does not cover it. */
  wholeInStoreCredit?: boolean;
  /** The shopper's browser, for the order's source (BUSINESS.md section 16). */
  client?: ShopperClient;
}

export async function placeCodOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'serviceability'>,
  userId: number,
  details: DeliveryDetails,
  couponCode?: string,
  options: Omit<PayOnDelivery, 'details' | 'couponCode'> = {},
): Promise<{ orderId: string }> {
  // Read once, before the transaction: the rules check the pincode, the settings price delivery.
  const { rules, settings: delivery } = await deliveryTerms(deps);
  const codSettings = await readSettings(deps.db, 'cod');
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const actor = shopperActor(userId);
    const shopper = await lockShopper(tx, userId);
    const checked = checkDeliveryDetails(details, fullName(shopper));
    const { pincode } = checked.deliveryAddress;
    checkDeliverable(pincode, rules);
    // The shopper's own COD record is counted first, under their lock, before any other work:
    // parallel checkouts of one shopper count one after the other (docs/product.md section 22).
    const codRecord = options.wholeInStoreCredit ? null : await codRecordNow(tx, userId, codSettings, now);
    await releaseOpenReservations(tx, userId, actor, now);
    const lines = priceLines(await loadCart(tx, userId));
    const asCash = await priceCheckout(tx, lines, {
      userId,
      couponCode,
      paymentMethod: 'cod',
      now,
      delivery,
      payment: { as: 'cod', terms: paymentTermsOf(codSettings) },
    });
    checkOrderLimits(asCash, deps.config.maxUnitsPerSize);
    const useCredit = options.useStoreCredit || options.wholeInStoreCredit;
    const balance = useCredit ? await storeCreditBalance(tx, userId) : 0;
    // Store credit that covers the whole order handles no cash, so it owes no COD fee.
    const withoutFee = asCash.totalPaise - asCash.codFeePaise;
    const priced = useCredit && balance >= withoutFee ? noCodFee(asCash) : asCash;
    const creditPaise = Math.min(balance, priced.totalPaise);
    if (options.wholeInStoreCredit && creditPaise < priced.totalPaise)
      throw new AppError('conflict', STORE_CREDIT_MESSAGES.notEnough(balance, withoutFee), {
        code: 'store_credit_short',
      });
    const cashPaise = priced.totalPaise - creditPaise;
    const paymentMethod: PaymentMethod = cashPaise === 0 ? 'store_credit' : 'cod';
    if (paymentMethod === 'cod') {
      checkCashOnDelivery(pincode, cashPaise, rules);
      checkCodEligibility(
        codRecord ?? (await codRecordNow(tx, userId, codSettings, now)),
        cashPaise,
        codSettings,
      );
    }
    // The order's own writes first; createOrder takes the stock and the coupon use last.
    const order = await createOrder(
      tx,
      {
        userId,
        priced,
        paymentMethod,
        storeCreditPaise: creditPaise,
        // What paying online would have taken off these goods, which "Pay online now" still gives.
        prepaidOfferPaise:
          paymentMethod === 'cod'
            ? prepaidDiscountPaise(paymentTermsOf(codSettings), priced.subtotalPaise - priced.discountPaise)
            : 0,
        status: 'captured',
        ...checked,
        actor,
        now,
        client: options.client,
      },
      async (created) => {
        if (details.kind === 'structured' && details.saveAddress)
          await saveAddressFromCheckout(tx, userId, checked.deliveryAddress, now);
        if (creditPaise > 0) await spendTowardsOrder(tx, created, creditPaise, now);
        // Consent first, so the order's own confirmation already goes to WhatsApp.
        if (details.whatsappOptIn)
          await optInToWhatsApp(tx, created.mobile, now, { accountId: userId, channel: 'checkout' });
        await queueOrderConfirmation(tx, created, knownForMail(shopper, priced));
        if (paymentMethod === 'cod')
          await queueCodConfirmation(tx, created, { now, publicUrl: deps.config.publicUrl });
        await clearCart(tx, userId);
      },
    );
    return { orderId: order.orderId };
  });
}
