/**
 * Tax invoices, credit notes, their numbering and their PDFs (docs/decisions/014-gst-invoices.md).
 * Only this module's code queries them (docs/architecture.md section 3); src/server/db/schema.ts
 * lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, tstz } from '#server/db/columns';
import { users } from '#server/modules/accounts/schema';
import { orders } from '#server/modules/orders/schema';
import { TAX_LINE_KINDS } from '#shared/gst/tax-lines';
import type { InvoiceBuyer, InvoiceSupplier } from '#shared/invoices';

/**
 * The last number issued per document series and financial year (docs/decisions/014-gst-invoices.md).
 * Its row is locked (SELECT ... FOR UPDATE) while a number is taken, so numbers are consecutive
 * across concurrent dispatches and instances; a sequence could skip one on a rollback.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** The calendar year the financial year starts in: 2026 for April 2026 to March 2027. */
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_series', sql`${t.series} in ('invoice', 'credit_note')`),
  ],
);

const gstFigures = () => ({
  taxableValuePaise: integer('taxable_value_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
});

/**
 * A tax invoice, issued when its order is dispatched (docs/product.md, "Invoices"). Every figure
 * and the supplier's and buyer's details are stored as issued and never recomputed.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The order's public id and shopper, so a download is authorised without reading orders. */
    orderPublicId: text('order_public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull().unique(),
    financialYear: integer('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    interState: boolean('inter_state').notNull(),
    ...gstFigures(),
    amountInWords: text('amount_in_words').notNull(),
  },
  (t) => [
    unique('invoices_year_sequence').on(t.financialYear, t.sequence),
    index('invoices_issued_at').on(t.issuedAt),
    check(
      'invoices_total_adds_up',
      sql`${t.taxableValuePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    kind: text('kind', { enum: TAX_LINE_KINDS }).notNull(),
    /** The order line it bills; null on the delivery and COD fee lines. */
    orderItemId: integer('order_item_id'),
    description: text('description').notNull(),
    size: text('size'),
    /** The colour billed, printed with the size ("Olive / L"); null for goods without one and for fee lines. */
    colour: text('colour'),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    ...gstFigures(),
  },
  (t) => [
    unique('invoice_lines_position').on(t.invoiceId, t.position),
    index('invoice_lines_invoice').on(t.invoiceId),
    check('invoice_lines_kind', sql`${t.kind} in ('goods', 'delivery', 'cod_fee')`),
    check(
      'invoice_lines_not_negative',
      sql`${t.taxableValuePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0`,
    ),
  ],
);

/** A credit note: money of an invoiced order refunded, in its own consecutive series. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    number: text('number').notNull().unique(),
    financialYear: integer('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    reason: text('reason').notNull(),
    ...gstFigures(),
  },
  (t) => [
    unique('credit_notes_year_sequence').on(t.financialYear, t.sequence),
    index('credit_notes_invoice').on(t.invoiceId),
    index('credit_notes_issued_at').on(t.issuedAt),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    quantity: integer('quantity').notNull(),
    ...gstFigures(),
  },
  (t) => [
    index('credit_note_lines_credit_note').on(t.creditNoteId),
    index('credit_note_lines_invoice_line').on(t.invoiceLineId),
    check('credit_note_lines_quantity', sql`${t.quantity} >= 1`),
  ],
);

/**
 * The PDF of an issued invoice or credit note, drawn at its first download and then only read
 * (docs/decisions/014-gst-invoices.md): an issued document never changes, and drawing one costs
 * about a tenth of a second of CPU. Keyed by the series and the document's number.
 */
export const taxDocumentPdfs = pgTable(
  'tax_document_pdfs',
  {
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.number] }),
    check('tax_document_pdfs_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);
