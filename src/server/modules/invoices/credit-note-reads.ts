/**
 * Reading an order's credit notes as issued: each with its lines, the invoice lines they credit
 * (description, size, HSN, rate) and the invoice they refer to, never recomputed.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { creditNoteLines, creditNotes } from '#server/db/schema';
import type { CreditNoteJson } from '#shared/invoices';
import { paiseToRupees } from '#shared/money';
import { type InvoiceLineRow, invoiceOfOrder, type StoredInvoice } from './invoice-reads';

type CreditNoteRow = typeof creditNotes.$inferSelect;
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
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
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

/** What an order's page lists of each credit note; `position` (from 1) names it in its download. */
export async function creditNoteSummaries(db: DbOrTx, orderDbId: number): Promise<CreditNoteJson[]> {
  const notes = await creditNotesOfOrder(db, orderDbId);
  return notes.map((note, i) => ({
    position: i + 1,
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    total: paiseToRupees(note.totalPaise),
  }));
}
