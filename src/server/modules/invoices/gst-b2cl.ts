/**
 * GSTR-1 table 5 (B2CL): an inter-state invoice to an unregistered buyer whose value is above
 * ₹1,00,000 is reported on its own, not in the B2C summary (the limit has been ₹1 lakh since
 * August 2024; it was ₹2.5 lakh before). The shop's buyers are all
 * unregistered. A credit note against such an invoice goes to table 9B (CDNUR, type B2CL) and
 * does not reduce the summary either (docs/decisions/014-gst-invoices.md).
 */
import { addAmounts, type LargeDocument, type Movement, type RateRow, zero } from './gst-figures';

/** Invoice values above this, in paise, across states, are B2CL. */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

/** Whether the line's invoice (a credited line: its original invoice) is a B2CL invoice. */
export const isB2cl = (m: Pick<Movement, 'interState' | 'invoiceValuePaise'>) =>
  m.interState && m.invoiceValuePaise > B2CL_ABOVE_PAISE;

/** The movements' documents one by one, in the order given, each with its amounts by rate. */
export function largeDocuments(movements: Movement[]): LargeDocument[] {
  const byNumber = new Map<string, LargeDocument>();
  for (const m of movements) {
    const document = byNumber.get(m.documentNumber) ?? {
      number: m.documentNumber,
      issuedAt: m.issuedAt,
      valuePaise: m.documentValuePaise,
      placeOfSupply: m.placeOfSupply,
      placeOfSupplyCode: m.placeOfSupplyCode,
      rates: [],
    };
    byNumber.set(m.documentNumber, document);
    let rate = document.rates.find((r) => r.ratePercent === m.ratePercent);
    if (!rate) {
      rate = { ratePercent: m.ratePercent, ...zero() } satisfies RateRow;
      document.rates.push(rate);
    }
    addAmounts(rate, m);
  }
  for (const document of byNumber.values()) document.rates.sort((a, b) => a.ratePercent - b.ratePercent);
  return [...byNumber.values()];
}
