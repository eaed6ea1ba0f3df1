/** Reading an issued invoice with its lines, exactly as stored when it was issued. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { invoiceLines, invoices } from '#server/db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export interface StoredInvoice extends InvoiceRow {
  lines: InvoiceLineRow[];
}

async function withLines(db: DbOrTx, invoice: InvoiceRow | undefined): Promise<StoredInvoice | null> {
  if (!invoice) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  return { ...invoice, lines };
}

/** By orders.id; null while the order has not been dispatched. */
export async function invoiceOfOrder(db: DbOrTx, orderDbId: number): Promise<StoredInvoice | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderDbId));
  return withLines(db, invoice);
}

/** By the order's public id, for the admin's download. */
export async function invoiceOfPublicOrderId(db: DbOrTx, orderId: string): Promise<StoredInvoice | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderPublicId, orderId));
  return withLines(db, invoice);
}
