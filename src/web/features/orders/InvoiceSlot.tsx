/**
 * Where the order page offers "Download invoice" once the order is dispatched (docs/product.md,
 * "After the order"). The GST invoice's download component renders here; until the shop issues
 * invoices there is nothing to show.
 */
import type { OrderDetailJson } from '#shared/after-order';

export function InvoiceSlot(_props: { order: OrderDetailJson }) {
  return null;
}
