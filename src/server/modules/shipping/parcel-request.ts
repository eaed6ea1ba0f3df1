/**
 * What the courier is told about an order (docs/product.md, "Shipping"): the structured address
 * (or the one an older one-line order reads as), the shopper's mail, each line, the cash to collect,
 * and the weight: each product's own weight per unit, or the settings' by category (tee 300 g,
 * hoodie 600 g by default); the box: the largest of the lines' boxes, each a product's own or the
 * settings' (docs/decisions/024-shipping-provider.md).
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import type { DeliveryAddress } from '#shared/address';
import { colourAndSize } from '#shared/colours';
import { type ShippingSettings, unitWeightGrams } from '#shared/settings/shipping';
import { findShopper } from '../accounts/shoppers';
import { parcelFactsOf } from '../catalog/product-queries';
import { cashDuePaise } from '../cod';
import { checkDeliveryDetails } from '../delivery';
import { itemsOfOrder, type OrderRow } from '../orders';
import type { ParcelAddress, ParcelRequest } from './provider';

export function addressOfOrder(order: OrderRow, receiver: string): DeliveryAddress {
  if (order.deliveryAddress) return order.deliveryAddress;
  try {
    return checkDeliveryDetails({ kind: 'text', address: order.address, mobile: order.mobile }, receiver)
      .deliveryAddress;
  } catch {
    throw new AppError(
      'invalid',
      `Order ${order.orderId} has no pincode the courier can read; dispatch it by hand.`,
    );
  }
}

export function parcelAddress(address: DeliveryAddress, email: string): ParcelAddress {
  return {
    name: address.fullName,
    phone: address.mobile,
    email,
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}

export async function parcelRequestOf(
  db: DbOrTx,
  order: OrderRow,
  settings: ShippingSettings,
): Promise<ParcelRequest> {
  const shopper = await findShopper(db, order.userId);
  const name = [shopper.firstName, shopper.lastName].join(' ').trim() || shopper.userName;
  const items = await itemsOfOrder(db, order.id);
  const facts = await parcelFactsOf(
    db,
    items.map((item) => item.productId),
  );
  const weightGrams = items.reduce((sum, item) => {
    const product = facts.get(item.productId);
    const unit = product?.weightGrams ?? unitWeightGrams(settings.weightGrams, product?.category ?? '');
    return sum + item.quantity * unit;
  }, 0);
  const boxes = items.map((item) => facts.get(item.productId)?.boxCm ?? settings.boxCm);
  const boxCm = boxes.reduce(
    (largest, box) => (volume(box) > volume(largest) ? box : largest),
    boxes[0] ?? settings.boxCm,
  );
  return {
    reference: order.orderId,
    orderDate: order.createdAt,
    address: parcelAddress(addressOfOrder(order, name), shopper.email ?? ''),
    items: items.map((item) => ({
      name: `${item.name} (${colourAndSize(item.colour, item.size)})`,
      sku: `${item.itemId}-${item.size}`,
      units: item.quantity,
      sellingPricePaise: item.unitPricePaise,
    })),
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'prepaid',
    subTotalPaise: order.amountPaise,
    // The cash the courier collects at the door: the COD fee included, less partial COD's token
    // and store credit paid before (BUSINESS.md section 7).
    codAmountPaise: order.paymentMethod === 'cod' ? cashDuePaise(order) : 0,
    weightGrams,
    boxCm,
    pickupPincode: settings.pickupPincode,
  };
}

const volume = (box: ShippingSettings['boxCm']) => box.length * box.breadth * box.height;
