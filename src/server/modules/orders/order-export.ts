/**
 * The CSV export of every order matching the back office's filters (docs/product.md section 15,
 * docs/decisions/015-back-office-orders.md): one row per line item, the address split into
 * columns, amounts in rupees with two decimals, a UTF-8 byte order mark for Excel.
 *
 * It walks the orders newest order number first in windows of ids (each window the next ids
 * below the last one seen, read from the primary key alone), applies the filters to one window at
 * a time and hands out its text to a stream that asks for more only when the client has taken
 * the last. So 100,000 orders never sit in memory together (bench/order-export.ts), no transaction
 * or connection is held while a slow client downloads, and each query touches one window whatever
 * plan the database picks: PGlite keeps no statistics, and a plan that read every matching order
 * for each batch made the export quadratic.
 */
import { and, desc, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';
import { csvLine, UTF8_BOM } from '#server/lib/csv';
import {
  type AdminOrderFilters,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  SHOP_UTC_OFFSET,
} from '#shared/admin-orders';
import { colourAndSize } from '#shared/colours';
import { userNamesOf } from '../accounts/shoppers';
import type { OrderItemRow, OrderRow } from './order-queries';
import { orderFilterCondition } from './order-search';

/** Order ids per window: at most a few hundred kilobytes of CSV. */
export const EXPORT_WINDOW = 1000;

export const EXPORT_COLUMNS = [
  'Order ID',
  'Placed at (IST)',
  'Status',
  'Payment method',
  'Payment ID',
  'User name',
  'Full name',
  'Mobile',
  'Address line 1',
  'Address line 2',
  'City',
  'State',
  'Pincode',
  'Courier',
  'Tracking ID',
  'Coupon',
  'Item ID',
  'Item name',
  'Size',
  'Quantity',
  'Unit price (INR)',
  'Line total (INR)',
  'Delivery charge (INR)',
  'Discount (INR)',
  'Prepaid discount (INR)',
  'COD fee (INR)',
  'Order total (INR)',
  // Of the total, what store credit paid: a means of payment, so the total stays what was sold.
  'Store credit (INR)',
] as const;

/** Integer paise as rupees with two decimals, worked in integers: 129950 -> "1299.50". */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const OFFSET_MS = (() => {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(SHOP_UTC_OFFSET)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
})();

/** "2026-11-23 14:05:09" in India's time. */
export function shopTimeText(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function rowsOf(order: OrderRow, userName: string, items: OrderItemRow[]): string {
  const address = order.deliveryAddress;
  const orderCells = [
    order.orderId,
    shopTimeText(order.createdAt),
    ORDER_STATUS_LABELS[order.status],
    PAYMENT_METHOD_LABELS[order.paymentMethod],
    order.paymentId,
    userName,
    address?.fullName,
    address?.mobile ?? order.mobile,
    // An order placed before addresses were structured keeps its one-line address here.
    address ? address.line1 : order.address,
    address?.line2,
    address?.city,
    address?.state,
    address?.pincode,
    order.courier,
    order.trackingId,
    order.couponCode,
  ];
  const orderAmounts = [
    rupeesText(order.deliveryChargePaise),
    rupeesText(order.discountPaise),
    rupeesText(order.prepaidDiscountPaise),
    rupeesText(order.codFeePaise),
    rupeesText(order.amountPaise),
    rupeesText(order.storeCreditPaise),
  ];
  return items
    .map((item) =>
      csvLine([
        ...orderCells,
        item.itemId,
        item.name,
        colourAndSize(item.colour, item.size),
        item.quantity,
        rupeesText(item.unitPricePaise),
        rupeesText(item.unitPricePaise * item.quantity),
        ...orderAmounts,
      ]),
    )
    .join('');
}

/** The export's text: the mark and the header, then one piece per batch of orders. */
export async function* exportOrdersCsv(db: DbOrTx, filters: AdminOrderFilters): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(EXPORT_COLUMNS);
  const where = orderFilterCondition(db, filters);
  let below: number | undefined;
  for (;;) {
    const window = await db
      .select({ id: orders.id })
      .from(orders)
      .where(below === undefined ? undefined : lt(orders.id, below))
      .orderBy(desc(orders.id))
      .limit(EXPORT_WINDOW);
    if (window.length === 0) return;
    below = window[window.length - 1]!.id;
    const batch = await db
      .select()
      .from(orders)
      .where(
        and(
          where,
          inArray(
            orders.id,
            window.map((row) => row.id),
          ),
        ),
      )
      .orderBy(desc(orders.id));
    if (batch.length > 0) {
      const ids = batch.map((order) => order.id);
      const [items, names] = await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
        userNamesOf(
          db,
          batch.map((order) => order.userId),
        ),
      ]);
      const itemsByOrder = new Map<number, OrderItemRow[]>();
      for (const item of items) {
        const list = itemsByOrder.get(item.orderId);
        if (list) list.push(item);
        else itemsByOrder.set(item.orderId, [item]);
      }
      yield batch
        .map((order) => rowsOf(order, names.get(order.userId) ?? '', itemsByOrder.get(order.id) ?? []))
        .join('');
    }
    if (window.length < EXPORT_WINDOW) return;
  }
}
