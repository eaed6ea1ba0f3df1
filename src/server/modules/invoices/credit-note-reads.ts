/**
 * Reading an order's credit notes as issued: each with its lines, the invoice lines they credit
 * (description, size, HSN, rate) and the invoice they refer to, never recomputed.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { creditNoteLines, creditNotes, invoices } from '#server/db/schema';
import type { CreditNoteJson } from '#shared/invoices';
import { paiseToRupees } from '#shared/money';
import { type InvoiceLineRow, invoiceOfOrder, type StoredInvoice } from './invoice-reads';

type CreditNoteRow = typeof creditNotes.$inferSelect;

/** First issued first; the id orders notes issued in the same instant. Positions count in this order. */
const ISSUE_ORDER = [asc(creditNotes.issuedAt), asc(creditNotes.id)] as const;
type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;

export interface StoredCreditNote extends CreditNoteRow {
  invoice: StoredInvoice;
  /** Each credited line with the invoice line it credits, in the invoice's line order. */
  lines: (CreditNoteLineRow & { invoiceLine: InvoiceLineRow })[];
}

/** The order's credit notes, first issued first; none before dispatch or without refunds. */
export async function creditNotesOfOrder(db: DbOrTx, orderDbId: number): Promise<StoredCreditNote[]> {
  const invoice = await invoiceOfOrder(db, orderDbId);
  if (!invoice) return [];
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id))
    .orderBy(...ISSUE_ORDER);
  if (notes.length === 0) return [];
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(
      inArray(
        creditNoteLines.creditNoteId,
        notes.map((note) => note.id),
      ),
    );
  const position = new Map(invoice.lines.map((line, i) => [line.id, i]));
  return notes.map((note) => ({
    ...note,
    invoice,
    lines: lines
      .filter((line) => line.creditNoteId === note.id)
      .sort((a, b) => position.get(a.invoiceLineId)! - position.get(b.invoiceLineId)!)
      .map((line) => ({
        ...line,
        invoiceLine: invoice.lines.find((candidate) => candidate.id === line.invoiceLineId)!,
      })),
  }));
}

/**
 * Each listed order's credit notes as its page and the back office list them (none: absent);
 * `position` (from 1, in the same order as creditNotesOfOrder) names the download.
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
