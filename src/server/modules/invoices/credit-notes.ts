/**
 * Credit notes (docs/product.md, "Invoices"): money of a dispatched order refunded, in a
 * consecutive series of its own, referring to the invoice. A note credits the money actually
 * refunded, shared among the credited lines and split at each line's rate by src/shared/gst
 * (credit-lines.ts); it never credits more than the invoice billed for the pieces credited.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#server/db/schema';
import { AppError } from '#server/errors';
import { creditCapacityPaise, creditNoteFigures, type LineToCredit } from '#shared/gst/credit-lines';
import { financialYearOf } from '#shared/gst/financial-year';
import { documentNumber } from '#shared/gst/numbering';
import { sumTaxLines, type TaxTotals } from '#shared/gst/tax-lines';
import { INVOICE_MESSAGES } from '#shared/invoices';
import { formatRupees, paiseToRupees } from '#shared/money';
import { readSettings } from '../settings';
import { takeNextNumber } from './counters';

export interface CreditNoteRequest {
  /** orders.id of the invoiced order. */
  orderId: number;
  /** The order lines and pieces refunded; omitted: everything not yet credited, delivery included. */
  lines?: { orderItemId: number; quantity: number }[];
  /** Whether the delivery charge is refunded too (always, when `lines` is omitted). */
  includeDelivery?: boolean;
  /**
   * The money refunded, which the note credits: at most what the invoice billed for those pieces
   * less what earlier notes credited on their lines. Omitted: all of that.
   */
  amountPaise?: number;
  /** For the record, for example "Return ORD-... approved" or "Cancelled after dispatch". */
  reason: string;
}

export interface IssuedCreditNote extends TaxTotals {
  id: number;
  number: string;
  invoiceNumber: string;
}

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
  const credited = await creditedSoFar(
    tx,
    lines.map((line) => line.id),
  );
  const piecesLeft = (line: (typeof lines)[number]) => line.quantity - (credited.get(line.id)?.pieces ?? 0);

  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (request.lines === undefined) wanted.set(line.id, piecesLeft(line));
    else if (line.kind === 'delivery') wanted.set(line.id, request.includeDelivery ? piecesLeft(line) : 0);
  }
  for (const asked of request.lines ?? []) {
    const line = lines.find((l) => l.kind === 'goods' && l.orderItemId === asked.orderItemId);
    if (!line || asked.quantity < 1 || asked.quantity > piecesLeft(line) - (wanted.get(line.id) ?? 0)) {
      throw new AppError('invalid', INVOICE_MESSAGES.creditTooMany);
    }
    wanted.set(line.id, (wanted.get(line.id) ?? 0) + asked.quantity);
  }
  const credits = lines.filter((line) => (wanted.get(line.id) ?? 0) > 0);
  if (credits.length === 0)
    throw new AppError('conflict', INVOICE_MESSAGES.nothingToCredit, { code: 'order_state' });

  const toCredit: LineToCredit[] = credits.map((line) => ({
    invoiced: line,
    creditedBefore: credited.get(line.id) ?? NOTHING_CREDITED,
    pieces: wanted.get(line.id)!,
  }));
  const most = toCredit.reduce((sum, line) => sum + creditCapacityPaise(line), 0);
  const amountPaise = request.amountPaise ?? most;
  if (amountPaise > most || amountPaise < 0 || !Number.isInteger(amountPaise)) {
    throw new AppError('invalid', INVOICE_MESSAGES.creditTooMuch(formatRupees(paiseToRupees(most))));
  }
  const figures = creditNoteFigures(toCredit, amountPaise, invoice.interState);
  const noteLines = credits.map((line, i) => ({
    invoiceLineId: line.id,
    quantity: wanted.get(line.id)!,
    ...figures[i]!,
  }));

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

const NOTHING_CREDITED = {
  pieces: 0,
  taxableValuePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
};

/** Per invoice line, the pieces and figures its credit notes have credited so far. */
async function creditedSoFar(
  tx: DbOrTx,
  invoiceLineIds: number[],
): Promise<Map<number, TaxTotals & { pieces: number }>> {
  if (invoiceLineIds.length === 0) return new Map();
  const sum = (column: AnyPgColumn) => sql<number>`sum(${column})::int`;
  const rows = await tx
    .select({
      invoiceLineId: creditNoteLines.invoiceLineId,
      pieces: sum(creditNoteLines.quantity),
      taxableValuePaise: sum(creditNoteLines.taxableValuePaise),
      cgstPaise: sum(creditNoteLines.cgstPaise),
      sgstPaise: sum(creditNoteLines.sgstPaise),
      igstPaise: sum(creditNoteLines.igstPaise),
      totalPaise: sum(creditNoteLines.totalPaise),
    })
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.invoiceLineId, invoiceLineIds))
    .groupBy(creditNoteLines.invoiceLineId);
  return new Map(rows.map(({ invoiceLineId, ...credited }) => [invoiceLineId, credited]));
}
