/**
 * What the invoices module needs to know about an order being dispatched: its amounts, address,
 * lines and each line's HSN code (docs/product.md, "Invoices").
 */
import type { DbOrTx } from '#server/db/client';
import { findShopper } from '../accounts/shoppers';
import { hsnCodesOf } from '../catalog/product-queries';
import type { OrderToInvoice } from '../invoices';
import { itemsOfOrder, type OrderRow } from './order-queries';

export async function orderToInvoice(tx: DbOrTx, order: OrderRow): Promise<OrderToInvoice> {
  const items = await itemsOfOrder(tx, order.id);
  const hsn = await hsnCodesOf(
    tx,
    items.map((item) => item.productId),
  );
  const shopper = await findShopper(tx, order.userId);
  return {
    id: order.id,
    orderId: order.orderId,
    userId: order.userId,
    amountPaise: order.amountPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    discountPaise: order.discountPaise,
    prepaidDiscountPaise: order.prepaidDiscountPaise,
    codFeePaise: order.codFeePaise,
    deliveryAddress: order.deliveryAddress ?? null,
    address: order.address,
    mobile: order.mobile,
    shopperName: [shopper.firstName, shopper.lastName].join(' ').trim() || shopper.userName,
    items: items.map((item) => ({
      orderItemId: item.id,
      name: item.name,
      size: item.size,
      colour: item.colour,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      hsn: hsn.get(item.productId)!,
    })),
  };
}
