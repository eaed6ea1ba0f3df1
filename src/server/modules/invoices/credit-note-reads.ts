/**
 * Reading an order's credit notes as issued: each with its lines, the invoice lines they credit
 * (description, size, HSN, rate) and the invoice they refer to, never recomputed.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { creditNoteLines, creditNotes, invoices } from '#server/db/schema';
import type { CreditNoteJson } from '#shared/invoices';
import { paiseToRupees } from '#shared/money';
import type { InvoiceLineRow, StoredInvoice } from './invoice-reads';

type CreditNoteRow = typeof creditNotes.$inferSelect;

/** First issued first; the id orders notes issued in the same instant. Positions count in this order. */
const ISSUE_ORDER = [asc(creditNotes.issuedAt), asc(creditNotes.id)] as const;
type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;

export interface StoredCreditNote extends CreditNoteRow {
  invoice: StoredInvoice;
  /** Each credited line with the invoice line it credits, in the invoice's line order. */
  lines: (CreditNoteLineRow & { invoiceLine: InvoiceLineRow })[];
}

/**
 * The `position`-th credit note (from 1, first issued first) of an issued invoice, with its
 * lines in the invoice's line order; null when the invoice has fewer notes.
 */
export async function creditNoteAt(
  db: DbOrTx,
  invoice: StoredInvoice,
  position: number,
): Promise<StoredCreditNote | null> {
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id))
    .orderBy(...ISSUE_ORDER)
    .offset(position - 1)
    .limit(1);
  if (!note) return null;
  const credited = await db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, note.id));
  const lines = invoice.lines.flatMap((invoiceLine) =>
    credited
      .filter((line) => line.invoiceLineId === invoiceLine.id)
      .map((line) => ({ ...line, invoiceLine })),
  );
  return { ...note, invoice, lines };
}

/**
 * Each listed order's credit notes as its page and the back office list them (none: absent);
 * `position` (from 1, in the same order as creditNoteAt) names the download.
 */
export async function creditNoteSummaries(
  db: DbOrTx,
  orderPublicIds: string[],
): Promise<Map<string, CreditNoteJson[]>> {
  const byOrder = new Map<string, CreditNoteJson[]>();
  if (orderPublicIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: invoices.orderPublicId,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      totalPaise: creditNotes.totalPaise,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(inArray(invoices.orderPublicId, orderPublicIds))
    .orderBy(...ISSUE_ORDER);
  for (const row of rows) {
    const notes = byOrder.get(row.orderId) ?? [];
    notes.push({
      position: notes.length + 1,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      total: paiseToRupees(row.totalPaise),
    });
    byOrder.set(row.orderId, notes);
  }
  return byOrder;
}
