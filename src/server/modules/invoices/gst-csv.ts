/**
 * A month's GSTR-1 figures as CSV files named by their table, columns as in the GST offline tool's
 * CSV templates, with the tax amounts the accountant checks beside them (docs/product.md, "Invoices").
 */
import { indianDate } from '#shared/gst/financial-year';
import { rupeesForCsv } from '#shared/gst/format';
import { HSN_DESCRIPTIONS } from '#shared/gst/hsn';
import type { Amounts, GstMonth, LargeDocument } from './gst-figures';

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
const TAX_HEADERS = [
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "05-Oct-2026", the date in India as the offline tool's templates write it. */
function templateDate(at: Date): string {
  const { year, month, day } = indianDate(at);
  return `${String(day).padStart(2, '0')}-${MONTHS[month - 1]}-${year}`;
}

const placeOfSupply = (row: { placeOfSupplyCode: string; placeOfSupply: string }) =>
  `${row.placeOfSupplyCode}-${row.placeOfSupply}`;

/** One row per document and rate, as the table 5 and 9B templates list them. */
const byRate = (documents: LargeDocument[], cells: (document: LargeDocument) => (string | number)[]) =>
  documents.flatMap((document) =>
    document.rates.map((rate) => [
      ...cells(document),
      rate.ratePercent.toFixed(2),
      rupeesForCsv(rate.taxableValuePaise),
      rupeesForCsv(rate.igstPaise),
      '0.00',
    ]),
  );

export function gstMonthCsvFiles(summary: GstMonth): { name: string; data: Buffer }[] {
  const b2cl = csv(
    [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Cess Amount',
    ],
    byRate(summary.b2cl, (invoice) => [
      invoice.number,
      templateDate(invoice.issuedAt),
      rupeesForCsv(invoice.valuePaise),
      placeOfSupply(invoice),
    ]),
  );
  const b2cs = csv(
    ['Type', 'Place Of Supply', 'Rate', ...TAX_HEADERS],
    summary.b2c.map((row) => ['OE', placeOfSupply(row), row.ratePercent.toFixed(2), ...amountCells(row)]),
  );
  const cdnur = csv(
    [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Cess Amount',
    ],
    byRate(summary.b2clCreditNotes, (note) => [
      'B2CL',
      note.number,
      templateDate(note.issuedAt),
      'C',
      placeOfSupply(note),
      rupeesForCsv(note.valuePaise),
    ]),
  );
  const hsn = csv(
    ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', ...TAX_HEADERS],
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
  const name = (table: string) => `gstr1-${summary.month}-${table}.csv`;
  return [
    { name: name('table5-b2cl'), data: Buffer.from(b2cl) },
    { name: name('table7-b2cs'), data: Buffer.from(b2cs) },
    { name: name('table9b-cdnur'), data: Buffer.from(cdnur) },
    { name: name('table12-hsn'), data: Buffer.from(hsn) },
    { name: name('table13-docs'), data: Buffer.from(docs) },
  ];
}
