/**
 * The accountant's monthly export (docs/product.md, "Invoices"): GSTR-1 table 7 (B2C others by
 * place of supply and rate), table 12 (HSN summary) and table 13 (documents issued), as CSV files
 * in one zip. Months are by the date in India. A credit note reduces the month it is issued in,
 * whatever the month of its invoice.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#server/db/schema';
import { storedZip } from '#server/lib/zip';
import { returnMonthRange } from '#shared/gst/financial-year';
import { rupeesForCsv } from '#shared/gst/format';
import { HSN_DESCRIPTIONS } from '#shared/gst/hsn';

interface Amounts {
  taxableValuePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface B2cRow extends Amounts {
  placeOfSupply: string;
  placeOfSupplyCode: string;
  ratePercent: number;
}

export interface HsnRow extends Amounts {
  hsn: string;
  ratePercent: number;
  quantity: number;
  totalValuePaise: number;
}

export interface DocumentsRow {
  nature: 'Invoices for outward supply' | 'Credit Note';
  from: string;
  to: string;
  count: number;
}

export interface GstMonth {
  month: string;
  b2c: B2cRow[];
  hsn: HsnRow[];
  documents: DocumentsRow[];
}

interface Movement extends Amounts {
  sign: 1 | -1;
  kind: 'goods' | 'delivery';
  placeOfSupply: string;
  placeOfSupplyCode: string;
  ratePercent: number;
  hsn: string;
  quantity: number;
  totalPaise: number;
}

const lineFigures = {
  kind: invoiceLines.kind,
  hsn: invoiceLines.hsn,
  ratePercent: invoiceLines.ratePercent,
  placeOfSupply: invoices.placeOfSupply,
  placeOfSupplyCode: invoices.placeOfSupplyCode,
};

export async function gstMonth(db: DbOrTx, month: string): Promise<GstMonth> {
  const { from, to } = returnMonthRange(month);
  const invoiced = await db
    .select({
      ...lineFigures,
      quantity: invoiceLines.quantity,
      taxableValuePaise: invoiceLines.taxableValuePaise,
      igstPaise: invoiceLines.igstPaise,
      cgstPaise: invoiceLines.cgstPaise,
      sgstPaise: invoiceLines.sgstPaise,
      totalPaise: invoiceLines.totalPaise,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)));
  const credited = await db
    .select({
      ...lineFigures,
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
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)));
  const movements: Movement[] = [
    ...invoiced.map((row) => ({ ...row, sign: 1 as const })),
    ...credited.map((row) => ({ ...row, sign: -1 as const })),
  ];
  return {
    month,
    b2c: group(
      movements,
      (m) => `${m.placeOfSupplyCode}|${m.ratePercent}`,
      (m): B2cRow => ({
        placeOfSupply: m.placeOfSupply,
        placeOfSupplyCode: m.placeOfSupplyCode,
        ratePercent: m.ratePercent,
        ...zero(),
      }),
      () => {},
    ).sort((a, b) => a.placeOfSupplyCode.localeCompare(b.placeOfSupplyCode) || a.ratePercent - b.ratePercent),
    hsn: group(
      movements,
      (m) => `${m.hsn}|${m.ratePercent}`,
      (m): HsnRow => ({ hsn: m.hsn, ratePercent: m.ratePercent, quantity: 0, totalValuePaise: 0, ...zero() }),
      (row, m) => {
        // Pieces are counted on goods lines; the delivery line adds value, not pieces.
        if (m.kind === 'goods') row.quantity += m.sign * m.quantity;
        row.totalValuePaise += m.sign * m.totalPaise;
      },
    ).sort((a, b) => a.hsn.localeCompare(b.hsn) || a.ratePercent - b.ratePercent),
    documents: await documentsIssued(db, from, to),
  };
}

const zero = (): Amounts => ({ taxableValuePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

function group<R extends Amounts>(
  movements: Movement[],
  keyOf: (m: Movement) => string,
  start: (m: Movement) => R,
  more: (row: R, m: Movement) => void,
): R[] {
  const rows = new Map<string, R>();
  for (const m of movements) {
    const key = keyOf(m);
    const row = rows.get(key) ?? start(m);
    rows.set(key, row);
    row.taxableValuePaise += m.sign * m.taxableValuePaise;
    row.igstPaise += m.sign * m.igstPaise;
    row.cgstPaise += m.sign * m.cgstPaise;
    row.sgstPaise += m.sign * m.sgstPaise;
    more(row, m);
  }
  return [...rows.values()];
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

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csv = (header: string[], rows: (string | number)[][]) =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

const amountCells = (row: Amounts) => [
  rupeesForCsv(row.taxableValuePaise),
  rupeesForCsv(row.igstPaise),
  rupeesForCsv(row.cgstPaise),
  rupeesForCsv(row.sgstPaise),
  '0.00',
];

/** The three tables as CSV files named by their GSTR-1 table, in the offline tool's column order. */
export function gstMonthCsvFiles(summary: GstMonth): { name: string; data: Buffer }[] {
  const b2c = csv(
    [
      'Type',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    summary.b2c.map((row) => [
      'OE',
      `${row.placeOfSupplyCode}-${row.placeOfSupply}`,
      row.ratePercent.toFixed(2),
      ...amountCells(row),
    ]),
  );
  const hsn = csv(
    [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    summary.hsn.map((row) => [
      row.hsn,
      HSN_DESCRIPTIONS[row.hsn] ?? '',
      'NOS-NUMBERS',
      row.quantity,
      rupeesForCsv(row.totalValuePaise),
      row.ratePercent.toFixed(2),
      ...amountCells(row),
    ]),
  );
  const docs = csv(
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    summary.documents.map((row) => [row.nature, row.from, row.to, row.count, 0]),
  );
  return [
    { name: `gstr1-${summary.month}-table7-b2cs.csv`, data: Buffer.from(b2c) },
    { name: `gstr1-${summary.month}-table12-hsn.csv`, data: Buffer.from(hsn) },
    { name: `gstr1-${summary.month}-table13-docs.csv`, data: Buffer.from(docs) },
  ];
}

export async function gstMonthZip(db: DbOrTx, month: string, at: Date): Promise<Buffer> {
  return storedZip(gstMonthCsvFiles(await gstMonth(db, month)), at);
}
