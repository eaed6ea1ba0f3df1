/**
 * Tax invoices, credit notes and the monthly GST export as the server stores and the web links to
 * them (docs/product.md, "Invoices"; docs/decisions/014-gst-invoices.md).
 */
import { z } from 'zod';

/** The shop as it stood in the invoice settings when the invoice was issued. */
export interface InvoiceSupplier {
  legalName: string;
  tradeName: string;
  gstin: string;
  addressLines: string[];
  state: string;
  stateCode: string;
}

/** The shopper and delivery address as on the order when it was dispatched. */
export interface InvoiceBuyer {
  name: string;
  addressLines: string[];
  mobile: string;
}

export const INVOICE_MESSAGES = {
  notYet: 'This order has no invoice yet: the tax invoice is issued when the order is dispatched.',
  noInvoiceToCredit: 'This order has no invoice, so there is nothing to credit.',
  nothingToCredit: 'Those lines have already been credited in full.',
  creditTooMany: 'A credit note cannot credit more pieces than the invoice billed.',
  creditTooMuch: (most: string) =>
    `A credit note cannot credit more than the invoice billed for those pieces: at most ${most}.`,
  monthFormat: 'Choose a month as YYYY-MM, for example 2026-04.',
  noSuchCreditNote: 'This order has no such credit note.',
} as const;

/** A credit note as an order's page lists it; `position` (from 1, in order of issue) names its download. */
export interface CreditNoteJson {
  position: number;
  number: string;
  issuedAt: string;
  /** Rupees credited, tax included. */
  total: number;
}

/** Where a shopper downloads the invoice of one of their orders; the dispatch mail links here. */
export const shopperInvoicePath = (orderId: string) =>
  `/api/users/orders/${encodeURIComponent(orderId)}/invoice`;
/** The admin's download, from the orders table. */
export const adminInvoicePath = (orderId: string) =>
  `/api/admins/orders/${encodeURIComponent(orderId)}/invoice`;
/** A shopper's download of the n-th credit note of one of their orders. */
export const shopperCreditNotePath = (orderId: string, position: number) =>
  `/api/users/orders/${encodeURIComponent(orderId)}/credit-notes/${position}`;
/** The admin's download of the same document. */
export const adminCreditNotePath = (orderId: string, position: number) =>
  `/api/admins/orders/${encodeURIComponent(orderId)}/credit-notes/${position}`;
export const adminGstExportPath = (month: string) =>
  `/api/admins/gst-export?month=${encodeURIComponent(month)}`;

export const gstExportQuerySchema = z.object({
  month: z.string().regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, { error: INVOICE_MESSAGES.monthFormat }),
});

export const invoiceFileName = (invoiceNumber: string) => `invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`;
export const creditNoteFileName = (number: string) => `credit-note-${number.replaceAll('/', '-')}.pdf`;

/** The path parameters of a credit note's download. */
export const creditNoteParamsSchema = z.object({
  orderId: z.string().max(100),
  position: z.coerce
    .number({ error: INVOICE_MESSAGES.noSuchCreditNote })
    .int({ error: INVOICE_MESSAGES.noSuchCreditNote })
    .min(1, { error: INVOICE_MESSAGES.noSuchCreditNote })
    .max(10_000, { error: INVOICE_MESSAGES.noSuchCreditNote }),
});

/** Orders that have been dispatched carry a tax invoice (issued in the dispatch transaction). */
export const INVOICED_STATUSES: readonly string[] = ['dispatched', 'delivered'];
export const hasInvoice = (status: string) => INVOICED_STATUSES.includes(status);
