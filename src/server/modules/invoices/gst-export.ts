/**
 * The accountant's monthly export (docs/product.md, "Invoices"): the month's GSTR-1 figures from
 * the issued invoices and credit notes, never recomputed. Table 5 (B2CL: inter-state invoices to
 * unregistered buyers above ₹1 lakh, one by one) and table 9B (credit notes against them), table 7
 * (every other sale, by place of supply and rate), table 12 (HSN summary of everything) and table
 * 13 (documents issued); as CSV files and the offline tool's JSON in one zip. Months are by the
 * date in India. A credit note reduces the month it is issued in, whatever the month of its invoice.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#server/db/schema';
import { storedZip } from '#server/lib/zip';
import { returnMonthRange } from '#shared/gst/financial-year';
import { readSettings } from '../settings';
import { gstMonthCsvFiles } from './gst-csv';
import type { DocumentsRow, GstMonth, Movement } from './gst-figures';
import { gstr1Json } from './gst-json';
import { summariseMonth } from './gst-summary';

export type { B2cRow, DocumentsRow, GstMonth, HsnRow, LargeDocument, Movement } from './gst-figures';

const lineFigures = {
  kind: invoiceLines.kind,
  hsn: invoiceLines.hsn,
  ratePercent: invoiceLines.ratePercent,
  placeOfSupply: invoices.placeOfSupply,
  placeOfSupplyCode: invoices.placeOfSupplyCode,
  interState: invoices.interState,
  invoiceValuePaise: invoices.totalPaise,
};

export async function gstMonth(db: DbOrTx, month: string): Promise<GstMonth> {
  const { from, to } = returnMonthRange(month);
  const invoiced = await db
    .select({
      ...lineFigures,
      documentNumber: invoices.number,
      issuedAt: invoices.issuedAt,
      documentValuePaise: invoices.totalPaise,
      quantity: invoiceLines.quantity,
      taxableValuePaise: invoiceLines.taxableValuePaise,
      igstPaise: invoiceLines.igstPaise,
      cgstPaise: invoiceLines.cgstPaise,
      sgstPaise: invoiceLines.sgstPaise,
      totalPaise: invoiceLines.totalPaise,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.financialYear), asc(invoices.sequence), asc(invoiceLines.position));
  const credited = await db
    .select({
      ...lineFigures,
      documentNumber: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      documentValuePaise: creditNotes.totalPaise,
      quantity: creditNoteLines.quantity,
      taxableValuePaise: creditNoteLines.taxableValuePaise,
      igstPaise: creditNoteLines.igstPaise,
      cgstPaise: creditNoteLines.cgstPaise,
      sgstPaise: creditNoteLines.sgstPaise,
      totalPaise: creditNoteLines.totalPaise,
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.sequence), asc(invoiceLines.position));
  const movements: Movement[] = [
    ...invoiced.map((row) => ({ ...row, sign: 1 as const })),
    ...credited.map((row) => ({ ...row, sign: -1 as const })),
  ];
  return summariseMonth(month, movements, await documentsIssued(db, from, to));
}

async function documentsIssued(db: DbOrTx, from: Date, to: Date): Promise<DocumentsRow[]> {
  const invoiceNumbers = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.financialYear), asc(invoices.sequence));
  const noteNumbers = await db
    .select({ number: creditNotes.number })
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.sequence));
  const row = (nature: DocumentsRow['nature'], numbers: { number: string }[]): DocumentsRow[] =>
    numbers.length === 0
      ? []
      : [{ nature, from: numbers[0]!.number, to: numbers.at(-1)!.number, count: numbers.length }];
  return [...row('Invoices for outward supply', invoiceNumbers), ...row('Credit Note', noteNumbers)];
}

/** The month's CSV files and the GSTR-1 JSON, in one zip. */
export async function gstMonthZip(db: DbOrTx, month: string, at: Date): Promise<Buffer> {
  const summary = await gstMonth(db, month);
  const { gstin } = await readSettings(db, 'invoice');
  const json = {
    name: `gstr1-${month}.json`,
    data: Buffer.from(JSON.stringify(gstr1Json(summary, gstin), null, 2)),
  };
  return storedZip([...gstMonthCsvFiles(summary), json], at);
}
