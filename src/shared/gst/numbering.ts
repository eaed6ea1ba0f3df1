/**
 * Document numbers (docs/product.md, "Invoices"): at most 16 characters, letters, digits and "/",
 * consecutive within a financial year. Invoices: OS/2627/000123; credit notes, a series of their
 * own: OS/2627/C00012.
 */
import { z } from 'zod';

export const INVOICE_PREFIX_MAX = 4;
export const invoicePrefixSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,4}$/, `Use 1 to ${INVOICE_PREFIX_MAX} letters or digits, for example OS.`);

export type DocumentSeries = 'invoice' | 'credit_note';

export function documentNumber(
  series: DocumentSeries,
  prefix: string,
  financialYearLabel: string,
  sequence: number,
): string {
  const tail =
    series === 'invoice' ? String(sequence).padStart(6, '0') : `C${String(sequence).padStart(5, '0')}`;
  return `${prefix}/${financialYearLabel}/${tail}`;
}
