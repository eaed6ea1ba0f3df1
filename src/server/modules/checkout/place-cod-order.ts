/**
 * Cash on delivery in ONE transaction: lock the shopper (a double click waits, then finds an
 * empty cart), check the address and the delivery rules, load and price the cart (with the
 * coupon, if one applies), check the cash-on-delivery rules against that price, take the stock,
 * create the captured order with its coupon use, queue the confirmation mail, empty the cart. Any
 * refusal, short line, or a coupon that no longer applies, rolls all of it back.
 */

import type { AppDeps } from '#server/deps';
import type { DeliveryDetails } from '#shared/orders';
import { fullName, lockShopper } from '../accounts/shoppers';
import { saveAddressFromCheckout } from '../address-book';
import { clearCart } from '../cart/remove-items';
import { checkCashOnDelivery, checkDeliverable, checkDeliveryDetails, serviceabilityOf } from '../delivery';
import { shopperActor } from '../orders/order-events';
import { newPublicOrderId } from '../orders/order-id';
import { queueOrderConfirmation } from '../orders/order-mail';
import { releaseOpenReservations } from '../orders/reservations';
import { takeStock } from '../orders/stock';
import { createOrder } from './create-order';
import { loadCart } from './load-cart';
import { checkOrderLimits } from './order-limits';
import { priceCheckout, priceLines } from './price-lines';

export async function placeCodOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'serviceability'>,
  userId: number,
  details: DeliveryDetails,
  couponCode?: string,
): Promise<{ orderId: string }> {
  const rules = await serviceabilityOf(deps).read();
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const actor = shopperActor(userId);
    const shopper = await lockShopper(tx, userId);
    const checked = checkDeliveryDetails(details, fullName(shopper));
    const { pincode } = checked.deliveryAddress;
    checkDeliverable(pincode, rules);
    await releaseOpenReservations(tx, userId, actor, now);
    const lines = priceLines(await loadCart(tx, userId));
    const priced = await priceCheckout(tx, lines, { userId, couponCode, paymentMethod: 'cod', now });
    checkOrderLimits(priced, deps.config.maxUnitsPerSize);
    checkCashOnDelivery(pincode, priced.totalPaise, rules);
    // The public id is chosen first so the stock history names the order that took the units.
    const publicOrderId = newPublicOrderId();
    await takeStock(tx, priced.lines, { actor, reason: 'sale', orderId: publicOrderId });
    const order = await createOrder(tx, {
      publicOrderId,
      userId,
      priced,
      paymentMethod: 'cod',
      status: 'captured',
      ...checked,
      actor,
      now,
    });
    if (details.kind === 'structured' && details.saveAddress)
      await saveAddressFromCheckout(tx, userId, checked.deliveryAddress, now);
    await queueOrderConfirmation(tx, order);
    await clearCart(tx, userId);
    return { orderId: order.orderId };
  });
}
