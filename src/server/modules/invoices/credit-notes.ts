/**
 * Credit notes (docs/product.md, "Invoices"): money of a dispatched order refunded, in a
 * consecutive series of its own, referring to the invoice. Each credited line carries its share
 * of the invoiced line's taxable value and tax for the pieces refunded; shares are cumulative, so
 * several partial credits of a line add up to exactly its invoiced figures and never exceed them.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#server/db/schema';
import { AppError } from '#server/errors';
import { financialYearOf } from '#shared/gst/financial-year';
import { documentNumber } from '#shared/gst/numbering';
import { sumTaxLines, type TaxTotals } from '#shared/gst/tax-lines';
import { INVOICE_MESSAGES } from '#shared/invoices';
import { readSettings } from '../settings';
import { takeNextNumber } from './counters';

export interface CreditNoteRequest {
  /** orders.id of the invoiced order. */
  orderId: number;
  /** The order lines and pieces refunded; omitted: everything not yet credited, delivery included. */
  lines?: { orderItemId: number; quantity: number }[];
  /** Whether the delivery charge is refunded too (always, when `lines` is omitted). */
  includeDelivery?: boolean;
  /** For the record, for example "Return ORD-... approved" or "Cancelled after dispatch". */
  reason: string;
}

export interface IssuedCreditNote extends TaxTotals {
  id: number;
  number: string;
  invoiceNumber: string;
}

type Figure = 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise';
const FIGURES: Figure[] = ['taxableValuePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'];

/** The share of an invoiced figure for the first `pieces` of `of` pieces, to the paisa. */
const shareOf = (value: number, pieces: number, of: number) =>
  Math.floor((2 * value * pieces + of) / (2 * of));

export async function issueCreditNote(
  tx: DbOrTx,
  request: CreditNoteRequest,
  at: Date,
): Promise<IssuedCreditNote> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, request.orderId))
    .for('update');
  if (!invoice)
    throw new AppError('conflict', INVOICE_MESSAGES.noInvoiceToCredit, { code: 'invoice_not_issued' });
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
  const credited = await creditedPieces(
    tx,
    lines.map((line) => line.id),
  );

  const wanted = new Map<number, number>();
  for (const line of lines) {
    const left = line.quantity - (credited.get(line.id) ?? 0);
    if (request.lines === undefined) wanted.set(line.id, left);
    else if (line.kind === 'delivery') wanted.set(line.id, request.includeDelivery ? left : 0);
  }
  for (const asked of request.lines ?? []) {
    const line = lines.find((l) => l.kind === 'goods' && l.orderItemId === asked.orderItemId);
    if (!line || asked.quantity > line.quantity - (credited.get(line.id) ?? 0) || asked.quantity < 1) {
      throw new AppError('invalid', INVOICE_MESSAGES.creditTooMany);
    }
    wanted.set(line.id, (wanted.get(line.id) ?? 0) + asked.quantity);
  }

  const noteLines = lines
    .filter((line) => (wanted.get(line.id) ?? 0) > 0)
    .map((line) => {
      const before = credited.get(line.id) ?? 0;
      const after = before + wanted.get(line.id)!;
      const figures = Object.fromEntries(
        FIGURES.map((key) => [
          key,
          shareOf(line[key], after, line.quantity) - shareOf(line[key], before, line.quantity),
        ]),
      ) as Record<Figure, number>;
      const totalPaise = FIGURES.reduce((sum, key) => sum + figures[key], 0);
      return { invoiceLineId: line.id, quantity: wanted.get(line.id)!, ...figures, totalPaise };
    });
  if (noteLines.length === 0)
    throw new AppError('conflict', INVOICE_MESSAGES.nothingToCredit, { code: 'order_state' });

  const { invoicePrefix } = await readSettings(tx, 'invoice');
  const year = financialYearOf(at);
  const sequence = await takeNextNumber(tx, 'credit_note', year.startYear);
  const totals = sumTaxLines(noteLines);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      number: documentNumber('credit_note', invoicePrefix, year.label, sequence),
      financialYear: year.startYear,
      sequence,
      issuedAt: at,
      reason: request.reason,
      ...totals,
    })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  await tx.insert(creditNoteLines).values(noteLines.map((line) => ({ creditNoteId: note!.id, ...line })));
  return { id: note!.id, number: note!.number, invoiceNumber: invoice.number, ...totals };
}

async function creditedPieces(tx: DbOrTx, invoiceLineIds: number[]): Promise<Map<number, number>> {
  if (invoiceLineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      invoiceLineId: creditNoteLines.invoiceLineId,
      pieces: sql<number>`sum(${creditNoteLines.quantity})::int`,
    })
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.invoiceLineId, invoiceLineIds))
    .groupBy(creditNoteLines.invoiceLineId);
  return new Map(rows.map((row) => [row.invoiceLineId, row.pieces]));
}
