/**
 * Packing slips (docs/product.md section 15): one A4 page per order with the order id, the date,
 * the ship-to address and each item with its size and quantity. No prices: the slip travels in
 * the parcel, which may be a gift. Drawn with the shop's PDF base (src/server/pdf), the library
 * the invoices use.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import { createPdf, type Pdf, pdfBytes, rule, table, twoColumns, write } from '#server/pdf';
import { PAYMENT_METHOD_LABELS } from '#shared/admin-orders';
import { colourAndSize } from '#shared/colours';
import type { OrderItemRow, OrderRow } from './order-queries';
import { SHOPPER_VISIBLE_STATUSES } from './shopper-orders';

const dateText = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The ship-to lines: the structured address, or the one line an older order was placed with. */
export function shipToLines(order: OrderRow): string[] {
  const address = order.deliveryAddress;
  if (!address) return [order.address, `Mobile: ${order.mobile}`].filter(Boolean);
  return [
    address.fullName,
    address.line1,
    address.line2,
    address.city,
    `${address.state} ${address.pincode}`,
    `Mobile: ${address.mobile}`,
  ].filter((line) => line.trim() !== '');
}

function drawSlip(doc: Pdf, order: OrderRow, items: OrderItemRow[]) {
  write(doc, 'Packing slip', { bold: true, size: 18 });
  write(doc, `Order ${order.orderId}`, { bold: true, size: 12 });
  rule(doc);
  const orderLines = [
    `Order ID: ${order.orderId}`,
    `Placed on: ${dateText(order.createdAt)}`,
    `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
  ];
  if (order.courier) orderLines.push(`Courier: ${order.courier}`);
  if (order.trackingId) orderLines.push(`Tracking ID: ${order.trackingId}`);
  twoColumns(doc, { title: 'Ship to', lines: shipToLines(order) }, { title: 'Order', lines: orderLines });
  doc.moveDown(1);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  table(doc, {
    columns: [
      { header: 'Item', width: 5 },
      { header: 'Item ID', width: 3.4 },
      { header: 'Size', width: 1.6, align: 'center' },
      { header: 'Quantity', width: 1.4, align: 'right' },
    ],
    rows: items.map((item) => [
      item.name,
      item.itemId,
      colourAndSize(item.colour, item.size),
      String(item.quantity),
    ]),
    footer: [['Total units', '', '', String(units)]],
    fontSize: 10,
  });
  doc.moveDown(1);
  write(doc, 'Please check every item against this slip before sealing the parcel.', { size: 8 });
}

/**
 * One PDF for the orders named, a page each, in the order given. An id that names no order a
 * shopper placed is a 404 naming it, so a slip is never silently missing from the pile.
 */
export async function packingSlipsPdf(db: DbOrTx, orderIds: string[]): Promise<Buffer> {
  const rows = await db.select().from(orders).where(inArray(orders.orderId, orderIds));
  const visible = new Set<string>(SHOPPER_VISIBLE_STATUSES);
  const byId = new Map(rows.filter((row) => visible.has(row.status)).map((row) => [row.orderId, row]));
  const missing = orderIds.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'not_found',
      `No order ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}.`,
    );
  }
  const found = orderIds.map((id) => byId.get(id)!);
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        found.map((order) => order.id),
      ),
    )
    .orderBy(orderItems.id);
  const title =
    found.length === 1 ? `Packing slip ${found[0]!.orderId}` : `Packing slips (${found.length} orders)`;
  const doc = await createPdf({ title, author: 'Back office', subject: 'Packing slip' });
  found.forEach((order, index) => {
    if (index > 0) doc.addPage();
    drawSlip(
      doc,
      order,
      items.filter((item) => item.orderId === order.id),
    );
  });
  return pdfBytes(doc);
}
