/**
 * "Download invoice" on the order page, once the order is dispatched (docs/product.md,
 * "After the order" and "Invoices").
 */
import type { OrderDetailJson } from '#shared/after-order';
import { InvoiceDownloadLink } from '#web/components/InvoiceDownloadLink';

export function InvoiceSlot({ order }: { order: OrderDetailJson }) {
  return <InvoiceDownloadLink orderId={order.orderId} status={order.status} />;
}
