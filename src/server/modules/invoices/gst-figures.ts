/** The shapes of a month's GSTR-1 figures (gst-export.ts), in paise, as the CSV and JSON files read them. */
import type { TaxLineKind } from '#shared/gst/tax-lines';

export interface Amounts {
  taxableValuePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export const zero = (): Amounts => ({ taxableValuePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

/** Adds `from`'s amounts to `to`'s, `sign` -1 taking them off. */
export function addAmounts(to: Amounts, from: Amounts, sign: 1 | -1 = 1): void {
  to.taxableValuePaise += sign * from.taxableValuePaise;
  to.igstPaise += sign * from.igstPaise;
  to.cgstPaise += sign * from.cgstPaise;
  to.sgstPaise += sign * from.sgstPaise;
}

/** Table 7: sales other than B2CL by place of supply, supply type and rate, credit notes deducted. */
export interface B2cRow extends Amounts {
  placeOfSupply: string;
  placeOfSupplyCode: string;
  interState: boolean;
  ratePercent: number;
}

/** One rate's share of a document listed one by one. */
export interface RateRow extends Amounts {
  ratePercent: number;
}

/** Tables 5 and 9B: a B2CL invoice, or a credit note against one, with its figures by rate. */
export interface LargeDocument {
  number: string;
  issuedAt: Date;
  /** The document's value: what the buyer paid, or what the credit note credits. */
  valuePaise: number;
  placeOfSupply: string;
  placeOfSupplyCode: string;
  rates: RateRow[];
}

/** Table 12. */
export interface HsnRow extends Amounts {
  hsn: string;
  ratePercent: number;
  quantity: number;
  totalValuePaise: number;
}

/** Table 13. */
export interface DocumentsRow {
  nature: 'Invoices for outward supply' | 'Credit Note';
  from: string;
  to: string;
  count: number;
}

export interface GstMonth {
  /** YYYY-MM. */
  month: string;
  b2c: B2cRow[];
  b2cl: LargeDocument[];
  /** Table 9B (CDNUR): credit notes against B2CL invoices. */
  b2clCreditNotes: LargeDocument[];
  hsn: HsnRow[];
  documents: DocumentsRow[];
}

/** One invoice line (sign 1) or credited line (sign -1) of the month, with its document. */
export interface Movement extends Amounts {
  sign: 1 | -1;
  kind: TaxLineKind;
  placeOfSupply: string;
  placeOfSupplyCode: string;
  interState: boolean;
  /** The value of the invoice the line belongs to (for a credited line, the original invoice's). */
  invoiceValuePaise: number;
  documentNumber: string;
  issuedAt: Date;
  documentValuePaise: number;
  ratePercent: number;
  hsn: string;
  quantity: number;
  totalPaise: number;
}
