/**
 * Cash on delivery in ONE transaction: lock the shopper (a double click waits, then finds an
 * empty cart), check the address and the delivery rules, load and price the cart (with the
 * coupon, if one applies), check the cash-on-delivery rules against that price, create the
 * captured order, queue the confirmation mail, empty the cart, and last take the stock and the
 * coupon use, so the rows every buyer waits on stay locked only until the commit right after
 * (docs/decisions/018-checkout-at-the-database-pace.md). Any refusal, short line, or a coupon
 * that no longer applies, rolls all of it back.
 */

import type { AppDeps } from '#server/deps';
import type { DeliveryDetails } from '#shared/orders';
import { fullName, lockShopper } from '../accounts/shoppers';
import { saveAddressFromCheckout } from '../address-book';
import { clearCart } from '../cart/remove-items';
import { checkCashOnDelivery, checkDeliverable, checkDeliveryDetails, deliveryTerms } from '../delivery';
import { optInToWhatsApp } from '../messaging/consents';
import { shopperActor } from '../orders/order-events';
import { queueOrderConfirmation } from '../orders/order-mail';
import { releaseOpenReservations } from '../orders/reservations';
import { createOrder, knownForMail } from './create-order';
import { loadCart } from './load-cart';
import { checkOrderLimits } from './order-limits';
import { priceCheckout, priceLines } from './price-lines';

export async function placeCodOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'serviceability'>,
  userId: number,
  details: DeliveryDetails,
  couponCode?: string,
): Promise<{ orderId: string }> {
  // Read once, before the transaction: the rules check the pincode, the settings price delivery.
  const { rules, settings: delivery } = await deliveryTerms(deps);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const actor = shopperActor(userId);
    const shopper = await lockShopper(tx, userId);
    const checked = checkDeliveryDetails(details, fullName(shopper));
    const { pincode } = checked.deliveryAddress;
    checkDeliverable(pincode, rules);
    await releaseOpenReservations(tx, userId, actor, now);
    const lines = priceLines(await loadCart(tx, userId));
    const priced = await priceCheckout(tx, lines, {
      userId,
      couponCode,
      paymentMethod: 'cod',
      now,
      delivery,
    });
    checkOrderLimits(priced, deps.config.maxUnitsPerSize);
    checkCashOnDelivery(pincode, priced.totalPaise, rules);
    // The order's own writes first; createOrder takes the stock and the coupon use last.
    const order = await createOrder(
      tx,
      { userId, priced, paymentMethod: 'cod', status: 'captured', ...checked, actor, now },
      async (created) => {
        if (details.kind === 'structured' && details.saveAddress)
          await saveAddressFromCheckout(tx, userId, checked.deliveryAddress, now);
        // Consent first, so the order's own confirmation already goes to WhatsApp.
        if (details.whatsappOptIn) await optInToWhatsApp(tx, created.mobile, now);
        await queueOrderConfirmation(tx, created, knownForMail(shopper, priced));
        await clearCart(tx, userId);
      },
    );
    return { orderId: order.orderId };
  });
}
