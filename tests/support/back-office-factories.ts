/** Orders for the back office's order tools: any shopper, date, method, status, address and lines. */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';
import { type DeliveryAddress, formatAddress } from '#shared/address';
import type { OrderStatus } from '#shared/orders';
import type { TestProduct } from './factories';

export const ASHA_ADDRESS: DeliveryAddress = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  line1: '12 MG Road',
  line2: 'Near Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

export interface OrderLine {
  product: TestProduct;
  size?: string;
  quantity?: number;
  /** Paise; the product's price when omitted. */
  unitPricePaise?: number;
  name?: string;
}

/** Inserts an order as checkout leaves it (no stock is taken); returns its public id. */
export async function insertBackOfficeOrder(
  db: DbOrTx,
  options: {
    userId: number;
    lines: OrderLine[];
    status?: OrderStatus;
    paymentMethod?: 'online' | 'cod';
    createdAt?: Date;
    /** null: an order from before structured addresses, with only the one-line address. */
    deliveryAddress?: DeliveryAddress | null;
    address?: string;
    mobile?: string;
    orderId?: string;
    deliveryChargePaise?: number;
    discountPaise?: number;
    courier?: string;
    trackingId?: string;
  },
): Promise<{ id: number; orderId: string }> {
  const method = options.paymentMethod ?? 'cod';
  const delivery = options.deliveryChargePaise ?? 10_000;
  const discount = options.discountPaise ?? 0;
  const lines = options.lines.map((line) => ({
    ...line,
    size: line.size ?? 'M',
    quantity: line.quantity ?? 1,
    unitPricePaise: line.unitPricePaise ?? line.product.pricePaise,
  }));
  const total =
    lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0) + delivery - discount;
  const deliveryAddress = options.deliveryAddress === undefined ? ASHA_ADDRESS : options.deliveryAddress;
  const [row] = await db
    .insert(orders)
    .values({
      orderId: options.orderId ?? `ORD-${randomBytes(5).toString('hex').toUpperCase()}`,
      userId: options.userId,
      paymentMethod: method,
      status: options.status ?? 'captured',
      amountPaise: total,
      deliveryChargePaise: delivery,
      discountPaise: discount,
      mobile: options.mobile ?? deliveryAddress?.mobile ?? '9876543210',
      address:
        options.address ??
        (deliveryAddress ? formatAddress(deliveryAddress) : '12 MG Road, Bengaluru 560001'),
      deliveryAddress,
      courier: options.courier,
      trackingId: options.trackingId,
      paymentId: method === 'online' ? `pay_${randomBytes(6).toString('hex')}` : null,
      providerOrderId: method === 'online' ? `order_${randomBytes(6).toString('hex')}` : null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id, orderId: orders.orderId });
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: row!.id,
      productId: line.product.id,
      itemId: line.product.itemId,
      name: line.name ?? line.product.name,
      imageId: line.product.imageId,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
  );
  return row!;
}
